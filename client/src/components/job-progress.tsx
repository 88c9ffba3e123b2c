import { X } from 'lucide-react';
import { messages } from '#common/messages.js';
import type { JobStatusReply } from '#common/schemas/jobs.js';
import { Button } from '@/components/ui/button';

/**
 * A long job being followed (a programme or a phone menu being made): its place in the queue,
 * then how far it is, with Stop. `doing` names the work: "Making the programme"; `now`, when the
 * job says what it is doing, is said instead of the percentage ("Message 3 of 7: speaking…"). A job
 * started again after it stopped making progress says so (record 161).
 */
export function JobProgress({
  status,
  onCancel,
  doing,
  now,
  stopLabel = 'Stop making',
}: {
  status: JobStatusReply | null;
  onCancel: () => void;
  doing: string;
  now?: string;
  /** The Stop button's words, for work that is not making (a menu being published). */
  stopLabel?: string;
}) {
  const percent = status?.state === 'running' ? (status.percent ?? 0) : 0;
  const words =
    status === null || status.state === 'queued'
      ? status && status.position > 0
        ? `Waiting: ${status.position} ${status.position === 1 ? 'job' : 'jobs'} ahead of yours.`
        : 'Starting…'
      : (now ?? `${doing}: ${percent}%`);
  return (
    <div className="flex flex-col gap-2">
      <div className="flex items-center justify-between gap-3">
        <p role="status" className="text-sm">
          {status?.restarted ? `${messages.jobs.restarted} ${words}` : words}
        </p>
        <Button size="sm" variant="outline" onClick={onCancel}>
          <X aria-hidden="true" />
          {stopLabel}
        </Button>
      </div>
      <div
        role="progressbar"
        aria-label={doing}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        className="h-2 overflow-hidden rounded-full bg-muted"
      >
        <div className="h-full bg-primary transition-[width]" style={{ width: `${percent}%` }} />
      </div>
    </div>
  );
}
