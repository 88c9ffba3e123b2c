import { formatMessage } from '#common/format-message.js';
import { messages } from '#common/messages.js';
import type { JobStatusReply } from '#common/schemas/jobs.js';
import { useGeneration } from '../wizard-store';

/**
 * "3 messages ahead of yours, about 12 s": where the job being waited for stands (issue 9), after
 * a word that it was started again if it had stopped making progress (record 161).
 */
export function queuePositionText(job: JobStatusReply | null): string | null {
  const place = placeText(job);
  return place && job?.restarted ? `${messages.jobs.restarted} ${place}` : place;
}

function placeText(job: JobStatusReply | null): string | null {
  if (!job) return null;
  const seconds = Math.max(1, Math.round(job.etaSeconds));
  if (job.state === 'running') return formatMessage(messages.jobs.running, { seconds });
  if (job.state !== 'queued') return null;
  if (job.position === 0) return formatMessage(messages.jobs.next, { seconds });
  if (job.position === 1) return formatMessage(messages.jobs.aheadOne, { seconds });
  return formatMessage(messages.jobs.ahead, { count: job.position, seconds });
}

export function QueuePosition({ className }: { className?: string }) {
  const text = queuePositionText(useGeneration().progress);
  if (!text) return null;
  return (
    <p className={className} aria-live="polite" data-testid="queue-position">
      {text}
    </p>
  );
}
