// Sample profiles for the profile stories.
import type { ProfileData } from './profileTypes';

/** A drawn portrait as a data URL: no network, the same pixels on every run. */
export const samplePortrait = `data:image/svg+xml,${encodeURIComponent(
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 80 80"><rect width="80" height="80" fill="#eceafd"/><circle cx="40" cy="31" r="15" fill="#4338ca"/><path d="M12 80a28 28 0 0 1 56 0Z" fill="#4338ca"/></svg>',
)}`;

export const sampleProfile: ProfileData = {
  name: 'তাসনিম রহমান',
  email: 'tasnim@example.com',
  phone: '+8801712345678',
  school: 'মতিঝিল সরকারি বালিকা উচ্চ বিদ্যালয়',
  classLevel: '8',
  avatarUrl: samplePortrait,
};

/** A new student: registration asks for no email, school or photo. */
export const newStudentProfile: ProfileData = {
  name: 'রাফি আহমেদ',
  phone: '+8801812345678',
  classLevel: '6',
};

export const longProfile: ProfileData = {
  name: 'মোহাম্মদ আব্দুল্লাহ আল-মামুন চৌধুরী সিদ্দিকী',
  email: 'mohammad.abdullah.al.mamun.chowdhury.siddiqui@example.com',
  phone: '+8801912345678',
  school: 'শহীদ বুদ্ধিজীবী স্মৃতি সরকারি বালক ও বালিকা উচ্চ বিদ্যালয় এবং কলেজ, চট্টগ্রাম',
  classLevel: '10',
};
