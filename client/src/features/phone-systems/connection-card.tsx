import { CircleAlert, CircleCheck, CircleDashed, Loader2, PlugZap, Trash2 } from 'lucide-react';
import { useRef, useState } from 'react';
import { formatDateTime } from '#common/format.js';
import { formatMessage } from '#common/format-message.js';
import { messages } from '#common/messages.js';
import type { ConnectionReply } from '#common/schemas/publishing.js';
import { BusyIcon } from '@/components/busy-icon';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { Button } from '@/components/ui/button';
import { connectionReaches } from './connection-reaches';
import { useRemoveConnection, useTestConnection, useTestsUnderWay } from './use-connections';

const words = messages.publishing;

/**
 * One connection (issue 48): its name and system, what it reaches, and what its last test said in
 * the system's words; Test connection and Remove. Its credentials are never here: the server keeps
 * them sealed and never sends them back.
 */
export function ConnectionCard({ connection }: { connection: ConnectionReply }) {
  const test = useTestConnection();
  const testing = useTestsUnderWay().includes(connection.id);
  const remove = useRemoveConnection();
  const [confirming, setConfirming] = useState(false);
  const removeButton = useRef<HTMLButtonElement>(null);
  const headingId = `connection-${connection.id}-name`;
  return (
    <li aria-labelledby={headingId} className="flex min-w-0 flex-col gap-3 rounded-lg border border-border p-4">
      <div className="flex flex-col gap-1">
        <h3 id={headingId} className="font-semibold wrap-anywhere">
          {connection.name}
        </h3>
        <p className="text-sm text-muted-foreground">{connection.systemName}</p>
        {connectionReaches(connection).map((line) => (
          <p key={line} className="text-sm wrap-anywhere">
            {line}
          </p>
        ))}
      </div>
      <TestState connection={connection} testing={testing} />
      <div className="flex flex-wrap gap-2">
        <Button variant="outline" size="sm" disabled={testing} onClick={() => test.mutate(connection.id)}>
          <BusyIcon busy={testing} icon={PlugZap} />
          {words.testButton}
        </Button>
        <Button
          ref={removeButton}
          variant="ghost"
          size="sm"
          className="text-muted-foreground hover:text-destructive"
          aria-label={formatMessage(words.removeLabel, { name: connection.name })}
          onClick={() => setConfirming(true)}
        >
          <Trash2 aria-hidden="true" />
          {words.removeButton}
        </Button>
      </div>
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title={formatMessage(words.removeConfirmTitle, { name: connection.name })}
        description={words.removeConfirm}
        busy={remove.isPending}
        returnFocus={removeButton}
        confirmLabel={words.removeButton}
        confirmIcon={Trash2}
        onConfirm={() => remove.mutate(connection, { onSettled: () => setConfirming(false) })}
      />
    </li>
  );
}

/** The last test: passed with what it found, or what is wrong; "Testing…" while one runs. */
function TestState({ connection, testing }: { connection: ConnectionReply; testing: boolean }) {
  const { test } = connection;
  if (testing)
    return (
      <p role="status" className="flex items-center gap-2 text-sm">
        <Loader2 aria-hidden="true" className="size-4 animate-spin text-primary" />
        {words.testing}
      </p>
    );
  if (!test)
    return (
      <p role="status" className="flex items-center gap-2 text-sm text-muted-foreground">
        <CircleDashed aria-hidden="true" className="size-4 shrink-0" />
        {words.notTestedYet}
      </p>
    );
  const when = formatDateTime(test.at);
  return (
    <div
      role="status"
      className={
        test.passed
          ? 'flex gap-2 rounded-lg bg-success-soft p-3 text-sm text-success-soft-foreground'
          : 'flex gap-2 rounded-lg bg-destructive-soft p-3 text-sm text-destructive-soft-foreground'
      }
    >
      {test.passed ? (
        <CircleCheck aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
      ) : (
        <CircleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
      )}
      <div className="flex min-w-0 flex-col gap-1">
        <p className="font-medium">{formatMessage(test.passed ? words.testPassed : words.testNotPassed, { when })}</p>
        <p className="wrap-anywhere">{test.summary}</p>
        {test.passed ? null : <p>{words.fixByAddingAgain}</p>}
      </div>
    </div>
  );
}
