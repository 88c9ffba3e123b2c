import { Loader2, Play, Square, type LucideIcon } from 'lucide-react';

/** A button's icon that turns into a spinner while its action runs. */
export function BusyIcon({ busy, icon: Icon }: { busy: boolean; icon: LucideIcon }) {
  return busy ? <Loader2 aria-hidden="true" className="animate-spin" /> : <Icon aria-hidden="true" />;
}

/** A play button's icon: a spinner while the audio loads, Stop while it plays, `idle` otherwise. */
export function PlaybackIcon({
  loading,
  playing,
  idle = Play,
}: {
  loading: boolean;
  playing: boolean;
  idle?: LucideIcon;
}) {
  return <BusyIcon busy={loading} icon={playing ? Square : idle} />;
}
