import { Headphones, Square } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { messages } from '#common/messages.js';
import { toast } from '@/components/ui/use-toast';
import { Button } from '@/components/ui/button';
import { audioPlayer } from '@/lib/audio-player';

/** A second of quiet between two messages in the preview: enough to hear where one ends. */
const PREVIEW_PAUSE_MS = 1_000;

/**
 * Hears the programme's messages in their order before anything is made: each saved message as it
 * is, one after the other, on the app's one player. The music between them and under all of them
 * comes with the made programme; the preview says so.
 */
export function ListenThrough({ urls }: { urls: string[] }) {
  const [playing, setPlaying] = useState<number | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const run = useRef(0);

  function stop() {
    run.current++;
    clearTimeout(timer.current);
    audioPlayer.stopAll();
    setPlaying(null);
  }
  useEffect(() => () => stop(), []);

  function playFrom(index: number, current: number) {
    if (run.current !== current) return;
    if (index >= urls.length) {
      setPlaying(null);
      return;
    }
    setPlaying(index);
    void audioPlayer.play(urls[index]!, {
      onEnded: () => {
        timer.current = setTimeout(() => playFrom(index + 1, current), PREVIEW_PAUSE_MS);
      },
      onError: () => {
        setPlaying(null);
        toast({ title: messages.scripts.audioErrorTitle, description: messages.scripts.audioError });
      },
    });
  }

  return (
    <>
      {playing === null ? (
        <Button
          type="button"
          variant="outline"
          disabled={urls.length === 0}
          onClick={() => {
            stop();
            playFrom(0, run.current);
          }}
        >
          <Headphones aria-hidden="true" />
          Listen through
        </Button>
      ) : (
        <Button type="button" variant="outline" onClick={stop}>
          <Square aria-hidden="true" />
          Stop listening
        </Button>
      )}
      <span role="status" className="text-xs text-muted-foreground">
        {playing === null
          ? ''
          : `Message ${playing + 1} of ${urls.length}. The music between messages comes with the made programme.`}
      </span>
    </>
  );
}
