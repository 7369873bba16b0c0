import { Button, ChapterLearningPage, TopicContent, TutorDialog } from '@study/ui';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useNavigate, useParams, useSearchParams } from 'react-router-dom';
import { useChapter, useRecordProgress } from '../data/hooks';
import { useLessonStudyTime } from '../data/lessonStudyTime';
import { parseRouteId } from '../data/routeIds';
import { messages } from '../messages';
import { TutorPanelLoader } from '../tutor/TutorPanelLoader';
import { useDocumentTitle } from '../useDocumentTitle';
import { LessonRenderers } from './LessonRenderers';
import { isLastTopic, progressForMove, selectTopicId, topicQueryParam } from './learnProgress';
import { pageLoadStatus } from './loadStatus';

/**
 * /subjects/:subjectId/:chapterId/learn: the chapter's topics, the open topic (kept in ?topic=
 * so a reload keeps it), progress recorded as the student moves on, and the AI tutor dialog.
 */
export function LearnPage() {
  const params = useParams();
  const subjectId = parseRouteId(params['subjectId']);
  const chapterId = parseRouteId(params['chapterId']);
  const chapter = useChapter(chapterId);
  const recordProgress = useRecordProgress();
  const navigate = useNavigate();
  const [searchParams, setSearchParams] = useSearchParams();
  const [tutorOpen, setTutorOpen] = useState(false);
  useDocumentTitle(chapter.data?.name ?? messages.pageTitles.learn);

  const topics = chapter.data?.topics ?? [];
  const selectedId = selectTopicId(searchParams.get(topicQueryParam), topics);
  const topic = topics.find((candidate) => candidate.id === selectedId);
  // Issue 19: time on the lesson counts towards the student's study time.
  useLessonStudyTime(topic?.id);

  // The topic open before this one on this visit, to complete it when the student moves on.
  const openedId = useRef<number | undefined>(undefined);
  useEffect(() => {
    if (!chapter.data || selectedId === undefined) return;
    const updates = progressForMove(chapter.data.topics, openedId.current, selectedId);
    openedId.current = selectedId;
    void (async () => {
      // In order: the topic opened last must be the student's latest activity.
      for (const update of updates) await recordProgress(update.topicId, update.status);
    })();
  }, [chapter.data, selectedId, recordProgress]);

  function selectTopic(topicId: number) {
    setSearchParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.set(topicQueryParam, String(topicId));
        return next;
      },
      { replace: true },
    );
  }

  // The same element while what the lesson shows stays the same (not the topic's progress status):
  // the page's re-renders (a data refresh after progress is recorded) then stop before the lesson,
  // which may still be held (LessonRenderers) and must not be rendered anew meanwhile.
  const { name = '', content = '', contentType = '', imageUrl = null, videoUrl = null } = topic ?? {};
  const lesson = useMemo(
    () => (
      <LessonRenderers>
        <TopicContent topic={{ name, content, contentType, imageUrl, videoUrl }} deferOffscreen />
      </LessonRenderers>
    ),
    [name, content, contentType, imageUrl, videoUrl],
  );

  const routeSubjectId = subjectId ?? chapter.data?.subjectId ?? 0;
  async function finishChapter(topicId: number) {
    await recordProgress(topicId, 'completed');
    void navigate(`/subjects/${routeSubjectId}/${chapterId ?? 0}/quiz`);
  }

  return (
    <>
      <ChapterLearningPage
        status={pageLoadStatus(subjectId === null ? null : chapterId, chapter)}
        chapter={chapter.data}
        subjectId={routeSubjectId}
        selectedTopicId={selectedId}
        onSelectTopic={selectTopic}
        onOpenTutor={() => setTutorOpen(true)}
        askHref={`/subjects/${routeSubjectId}/${chapterId ?? 0}/ask`}
        onRetry={() => void chapter.mutate()}
        retrying={chapter.isValidating}
        contentSlot={
          topic && (
            <>
              {lesson}
              {isLastTopic(topics, topic.id) && (
                <Button onClick={() => void finishChapter(topic.id)}>{messages.finishChapter}</Button>
              )}
            </>
          )
        }
      />
      {topic && (
        <TutorDialog open={tutorOpen} onClose={() => setTutorOpen(false)} description={topic.name}>
          {tutorOpen && <TutorPanelLoader topicId={topic.id} />}
        </TutorDialog>
      )}
    </>
  );
}
