'use client';

import type { EmblaCarouselType, EmblaOptionsType, EmblaPluginType } from 'embla-carousel';
import Autoplay from 'embla-carousel-autoplay';
import useEmblaCarousel from 'embla-carousel-react';
import { startTransition, useCallback, useEffect, useRef, useState } from 'react';
import { useMediaQuery } from '@/components/ui/use-media-query';

/** Autoplay delay and slide speed of the spec (3000 ms, about 1000 ms: embla's `duration` is not in ms; 30 ≈ 1 s). */
export const AUTOPLAY_MS = 3000;
const DURATION = 30;

/**
 * An embla carousel that loops and autoplays every 3 s, and reports what its controls need. Autoplay pauses while
 * the pointer or keyboard focus is on the carousel and resumes when they leave, unless the shopper pressed Pause
 * (or prefers reduced motion): that pause lasts until they press Play.
 */
export function useCarousel(options: EmblaOptionsType & { autoplay: boolean }) {
  const { autoplay: wantsAutoplay, ...emblaOptions } = options;
  const [plugins] = useState<EmblaPluginType[]>(() =>
    wantsAutoplay ? [Autoplay({ delay: AUTOPLAY_MS, playOnInit: false, stopOnInteraction: true, stopOnFocusIn: false })] : [],
  );
  const [setEmblaViewport, api] = useEmblaCarousel({ loop: true, duration: DURATION, ...emblaOptions }, plugins);
  // Embla's ref sets state. Set while React commits the hydrated page, that state is urgent, and React then runs every
  // effect of the page and renders again in the same long task; as a transition, embla starts in a task of its own.
  const viewportRef = useCallback(
    (viewport: HTMLDivElement | null) => {
      startTransition(() => setEmblaViewport(viewport));
    },
    [setEmblaViewport],
  );
  const [selected, setSelected] = useState(0);
  const [snapCount, setSnapCount] = useState(0);
  // The shopper's Play/Pause, once pressed, wins; until then a preference for reduced motion keeps it paused.
  const [pausePressed, setPausePressed] = useState<boolean | null>(null);
  const reducedMotion = useMediaQuery('(prefers-reduced-motion: reduce)');
  const paused = pausePressed ?? reducedMotion;
  const pausedRef = useRef(paused);
  useEffect(() => {
    pausedRef.current = paused;
    // Reduced motion is known only after hydration: stop an autoplay that started before it was.
    if (paused) api?.plugins().autoplay?.stop();
  }, [paused, api]);

  useEffect(() => {
    if (!api) return;
    const sync = (embla: EmblaCarouselType) => {
      setSelected(embla.selectedScrollSnap());
      setSnapCount(embla.scrollSnapList().length);
    };
    sync(api);
    api.on('select', sync).on('reInit', sync);
    return () => void api.off('select', sync).off('reInit', sync);
  }, [api]);

  useEffect(() => {
    const autoplay = api?.plugins().autoplay;
    if (!api || !autoplay) return;
    const root = api.rootNode();
    let hovered = false;
    const resume = () => {
      if (!pausedRef.current && !hovered && !root.contains(document.activeElement)) autoplay.play();
    };
    const onEnter = () => {
      hovered = true;
      autoplay.stop();
    };
    const onLeave = () => {
      hovered = false;
      resume();
    };
    const onFocusIn = () => autoplay.stop();
    const onFocusOut = (event: FocusEvent) => {
      if (!root.contains(event.relatedTarget as Node | null)) requestAnimationFrame(resume);
    };
    root.addEventListener('mouseenter', onEnter);
    root.addEventListener('mouseleave', onLeave);
    root.addEventListener('focusin', onFocusIn);
    root.addEventListener('focusout', onFocusOut);
    api.on('pointerUp', resume);
    resume();
    return () => {
      root.removeEventListener('mouseenter', onEnter);
      root.removeEventListener('mouseleave', onLeave);
      root.removeEventListener('focusin', onFocusIn);
      root.removeEventListener('focusout', onFocusOut);
      api.off('pointerUp', resume);
      autoplay.stop();
    };
  }, [api]);

  const togglePlay = useCallback(() => {
    const autoplay = api?.plugins().autoplay;
    if (!autoplay) return;
    const nowPaused = !pausedRef.current;
    pausedRef.current = nowPaused;
    setPausePressed(nowPaused);
    if (nowPaused) autoplay.stop();
    else autoplay.play();
  }, [api]);

  return {
    viewportRef,
    selected,
    snapCount,
    paused,
    togglePlay,
    scrollPrev: useCallback(() => api?.scrollPrev(), [api]),
    scrollNext: useCallback(() => api?.scrollNext(), [api]),
    scrollTo: useCallback((index: number) => api?.scrollTo(index), [api]),
  };
}
