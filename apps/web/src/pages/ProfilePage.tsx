import { ProfilePage, showToast } from '@study/ui';
import type { ProfileData } from '@study/ui';
import type { Profile } from '@study/contract';
import { useNavigate } from 'react-router-dom';
import { useChangePassword, useProfile, useUpdateProfile } from '../data/hooks';
import { messages } from '../messages';
import { useSession } from '../session/useSession';
import { useDocumentTitle } from '../useDocumentTitle';

function profileData(profile: Profile): ProfileData {
  return {
    name: profile.name,
    email: profile.email,
    phone: profile.phone,
    school: profile.school,
    avatarUrl: profile.avatar,
    classLevel: profile.class_level,
  };
}

/** /profile: the student's details, editing, password change and logout. */
export function ProfileRoute() {
  useDocumentTitle(messages.pageTitles.profile);
  const profile = useProfile();
  const updateProfile = useUpdateProfile();
  const changePassword = useChangePassword();
  const { logout } = useSession();
  const navigate = useNavigate();

  function onLogout() {
    // Both in one render: /login must see the session already gone, or it would send the
    // student back to the dashboard. The server call finishes in the background.
    void logout();
    void navigate('/login', { replace: true });
  }

  return (
    <ProfilePage
      profile={profile.data && profileData(profile.data)}
      loadError={profile.data === undefined && profile.error !== undefined}
      onRetry={() => void profile.mutate()}
      retrying={profile.isValidating}
      onLogout={onLogout}
      onSave={updateProfile}
      onChangePassword={changePassword}
      onPasswordValidationError={([first]) => {
        if (first) showToast.error(first, { id: 'password-validation' });
      }}
    />
  );
}
