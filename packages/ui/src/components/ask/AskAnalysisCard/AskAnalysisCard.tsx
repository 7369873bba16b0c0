import type { ComponentPropsWithRef } from 'react';
import { formatNumber } from '../../../i18n/format';
import type { HeadingLevel } from '../../../utils/Heading';
import { Badge } from '../../Badge/Badge';
import type { BadgeTone } from '../../Badge/Badge';
import { Card } from '../../Card/Card';
import { engagementLevel } from '../askPage';
import type { AskConversationAnalysis, AskEngagementLevel } from '../types';
import * as styles from './AskAnalysisCard.css';
import { askMessages } from '../../../i18n/areas/ask';
import type { AskMessages } from '../../../i18n/areas/ask';
import { useMessages } from '../../../provider/StudyUiProvider';

/**
 * Each engagement level's badge: its name as a key into the ask area (a component reads it from
 * the strings it resolved with useMessages, so an app's overrides apply) and its tone.
 */
export const engagementBadges: Record<AskEngagementLevel, { labelKey: keyof AskMessages; tone: BadgeTone }> = {
  highly_engaged: { labelKey: 'askEngagementHigh', tone: 'success' },
  engaged: { labelKey: 'askEngagementEngaged', tone: 'info' },
  basic: { labelKey: 'askEngagementBasic', tone: 'warning' },
  low: { labelKey: 'askEngagementLow', tone: 'neutral' },
};

export interface AskAnalysisCardProps extends Omit<ComponentPropsWithRef<'section'>, 'children'> {
  /** The server's reading of the conversation; without it the card says it will fill in. */
  analysis?: AskConversationAnalysis | null;
  headingLevel?: HeadingLevel;
  className?: string;
}

/**
 * Spec §2: how the conversation is going: engagement, questions asked, a 'time to move on' badge
 * when the tutor thinks so, and its encouraging word.
 */
export function AskAnalysisCard({ analysis, headingLevel = 2, className, ...props }: AskAnalysisCardProps) {
  const askText = useMessages('ask', askMessages);
  const level = analysis ? engagementBadges[engagementLevel(analysis.engagementLevel)] : undefined;
  return (
    <Card
      {...props}
      as="section"
      tone="subtle"
      title={askText.askAnalysisTitle}
      headingLevel={headingLevel}
      className={className}
    >
      {!analysis || !level ? (
        <p className={styles.empty}>{askText.askAnalysisEmpty}</p>
      ) : (
        <div className={styles.body}>
          <dl className={styles.facts}>
            <div className={styles.fact}>
              <dt className={styles.label}>{askText.askEngagement}</dt>
              <dd className={styles.value}>
                <Badge tone={level.tone}>{askText[level.labelKey]}</Badge>
              </dd>
            </div>
            <div className={styles.fact}>
              <dt className={styles.label}>{askText.askQuestionsAsked}</dt>
              <dd className={styles.count}>{formatNumber(analysis.questionsAskedCount)}</dd>
            </div>
          </dl>
          {analysis.shouldTransition && (
            <Badge tone="brand" className={styles.transition}>
              {askText.askTransition}
            </Badge>
          )}
          {analysis.culturalMessaging && <p className={styles.message}>{analysis.culturalMessaging}</p>}
        </div>
      )}
    </Card>
  );
}
