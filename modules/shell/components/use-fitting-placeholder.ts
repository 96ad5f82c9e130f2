'use client';

import { useEffect, useState, type RefObject } from 'react';
import { fittingText } from '@/modules/shell/fitting-text';

/**
 * The longest of `options` that fits the input's text area at its current width (its padding aside), so a
 * placeholder is never cut off; the first option until the input is measured (the server's render).
 */
export function useFittingPlaceholder(input: RefObject<HTMLInputElement | null>, options: readonly string[]): string {
  const [placeholder, setPlaceholder] = useState(options[0] ?? '');
  useEffect(() => {
    const element = input.current;
    const context = document.createElement('canvas').getContext('2d');
    if (!element || !context) return;
    const fit = () => {
      const style = getComputedStyle(element);
      context.font = `${style.fontWeight} ${style.fontSize} ${style.fontFamily}`;
      const room = element.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight);
      if (room > 0) setPlaceholder(fittingText(options, room, (text) => context.measureText(text).width));
    };
    fit();
    const observer = new ResizeObserver(fit);
    observer.observe(element);
    return () => observer.disconnect();
  }, [input, options]);
  return placeholder;
}
