import { AlertTriangle, CheckCircle2, Loader2 } from 'lucide-react';
import { messages } from '#common/messages.js';
import { errorMessageOf } from '../generation/generation-requests';
import type { VoiceHeadStart } from '../message-state';

/**
 * One quiet line under step 4's heading saying how the background work is going, so the user
 * knows Continue will be quick (or why it may not be). A live region: it changes by itself.
 */
export function HeadStartStatus({ scriptPending, voice }: { scriptPending: boolean; voice: VoiceHeadStart | null }) {
  let icon = <Loader2 aria-hidden="true" className="size-4 shrink-0 animate-spin text-primary" />;
  let text = 'Preparing your voice recording while you choose the music...';
  if (scriptPending) {
    text = 'Writing your script...';
  } else if (!voice) {
    icon = <AlertTriangle aria-hidden="true" className="size-4 shrink-0 text-amber-600" />;
    text = 'There is no script yet. Go back to step 3 to write one, or press Continue to try again.';
  } else if (voice.status === 'ready') {
    icon = <CheckCircle2 aria-hidden="true" className="size-4 shrink-0 text-green-600" />;
    text = 'Your voice recording is ready. Choose the music, then press Continue.';
  } else if (voice.status === 'failed') {
    icon = <AlertTriangle aria-hidden="true" className="size-4 shrink-0 text-amber-600" />;
    text = `The voice recording is not ready: ${errorMessageOf(voice.error, messages.generation.voiceFailed)} It is tried again when you press Continue.`;
  }
  return (
    <p role="status" className="flex items-start gap-2 rounded-lg bg-muted/60 px-3 py-2 text-sm text-muted-foreground">
      <span className="mt-0.5">{icon}</span>
      <span>{text}</span>
    </p>
  );
}
