import { Play, Square } from 'lucide-react';
import { Button, type ButtonProps } from '@/components/ui/button';
import { cn } from '@/lib/utils';

type Variant = ButtonProps['variant'];

/**
 * The app's one Play/Stop button. The icon, the words and the accessible name follow `playing`;
 * `subject` names what plays ("Play Soft Jazz preview"), and without `text` the button is an icon.
 */
export function PlayStopButton({
  playing,
  onToggle,
  subject,
  text,
  variants = ['secondary', 'outline'],
  filledIcon = false,
  className,
  ...props
}: Omit<ButtonProps, 'onClick' | 'variant' | 'children'> & {
  playing: boolean;
  onToggle: () => void;
  /** What plays, for the accessible name; omit when the visible words already say it. */
  subject?: string;
  /** Visible words when stopped and when playing; omit for an icon-only button. */
  text?: [play: string, stop: string];
  /** The button's variant when stopped and when playing. */
  variants?: [idle: Variant, playing: Variant];
  filledIcon?: boolean;
}) {
  const Icon = playing ? Square : Play;
  return (
    <Button
      {...props}
      variant={playing ? variants[1] : variants[0]}
      className={className}
      aria-label={subject ? `${playing ? 'Stop' : 'Play'} ${subject}` : undefined}
      onClick={onToggle}
    >
      <Icon aria-hidden="true" className={cn(filledIcon && 'fill-current')} />
      {text ? (playing ? text[1] : text[0]) : null}
    </Button>
  );
}
