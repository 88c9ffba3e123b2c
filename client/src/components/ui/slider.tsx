import type { ComponentProps, CSSProperties } from 'react';
import { cn } from '@/lib/utils';

/**
 * A native range input (keyboard, touch and screen readers for free) drawn for fingers: the input is
 * 44 px tall, so anywhere on that band grabs it, with an 8 px track, the part up to the value filled,
 * and a 24 px thumb (28 px on touch screens). The styling of the track and thumb is in styles/app-theme.css
 * (.slider), since they are pseudo-elements per engine.
 */
export function Slider({
  className,
  value,
  min = 0,
  max = 100,
  style,
  ...props
}: Omit<ComponentProps<'input'>, 'type' | 'value' | 'min' | 'max'> & { value: number; min?: number; max?: number }) {
  const filled = max > min ? ((value - min) / (max - min)) * 100 : 0;
  return (
    <input
      type="range"
      value={value}
      min={min}
      max={max}
      className={cn('slider', className)}
      style={{ '--slider-fill': `${filled}%`, ...style } as CSSProperties}
      {...props}
    />
  );
}
