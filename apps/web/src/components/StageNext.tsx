// The line under a page's lead sentence that says, from the flow's stage table (@dcm/shared
// orders/requests/quick stages), whose move it is, what the viewer's next action is, and by when.
// Inline, so a page may set it inside its intro paragraph.
import type { Stage, StageParty } from '@dcm/shared';
import { Fragment, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDateTime, useLocale } from '../lib/format.ts';

interface Props {
  stage: Stage<string, string, string>;
  /** The party reading the page; null for the admin, who acts on neither side. */
  party: StageParty | null;
  /** The viewer's next action in their words (the stage's `action` message), when the stage names one. */
  action?: string;
}

export function StageNext({ stage, party, action }: Props) {
  const { t } = useTranslation('common');
  const locale = useLocale();
  const parts: ReactNode[] = [];
  if (stage.actor !== 'nobody') parts.push(stage.actor === party ? t('stage.yourTurn') : t(`stage.turn.${stage.actor}`));
  if (stage.next && action) parts.push(t('stage.next', { action }));
  if (stage.due) {
    parts.push(
      <time dateTime={stage.due.at} data-testid="stage-due">
        {t('stage.due', { date: formatDateTime(stage.due.at, locale) })}
      </time>,
    );
  }
  if (parts.length === 0) return null;
  return (
    <span className="mt-1 block font-medium text-ink" data-testid="stage-next" data-actor={stage.actor}>
      {parts.map((part, index) => (
        <Fragment key={index}>
          {index > 0 && ' · '}
          {part}
        </Fragment>
      ))}
    </span>
  );
}
