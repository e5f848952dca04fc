import { useEffect, useState, type RefObject } from 'react';

/**
 * Which of the page's autoplaying cards plays: of those at least half on screen, the one nearest
 * the middle of the screen, once it has been that for DWELL_MS. One at a time, as a phone shows
 * one card at a time and its connection is paid for; a card scrolled past loads nothing.
 */
const DWELL_MS = 700;
const VISIBLE_SHARE = 0.5;

const cards = new Map<Element, (playing: boolean) => void>();
const halfOnScreen = new Set<Element>();
let playing: Element | null = null;
let waitingFor: Element | null = null;
let dwell: ReturnType<typeof setTimeout> | undefined;
let observer: IntersectionObserver | null = null;
let frameAsked = false;

function nearestMiddle(): Element | null {
  const middle = window.innerHeight / 2;
  let nearest: Element | null = null;
  let distance = Infinity;
  for (const card of halfOnScreen) {
    const box = card.getBoundingClientRect();
    const away = Math.abs(box.top + box.height / 2 - middle);
    if (away < distance) [nearest, distance] = [card, away];
  }
  return nearest;
}

function play(card: Element | null): void {
  if (card === playing) return;
  const before = playing;
  playing = card;
  if (before) cards.get(before)?.(false);
  if (card) cards.get(card)?.(true);
}

function choose(): void {
  frameAsked = false;
  // One scrolled away stops at once; the next starts once it has stayed in the middle.
  if (playing && !halfOnScreen.has(playing)) play(null);
  const nearest = nearestMiddle();
  if (nearest === playing || nearest === waitingFor) return;
  clearTimeout(dwell);
  waitingFor = nearest;
  if (!nearest) return;
  dwell = setTimeout(() => {
    waitingFor = null;
    if (nearestMiddle() === nearest) play(nearest);
  }, DWELL_MS);
}

function chooseOnNextFrame(): void {
  if (frameAsked) return;
  frameAsked = true;
  requestAnimationFrame(choose);
}

function watch(card: Element, onChange: (playing: boolean) => void): () => void {
  if (!observer) {
    observer = new IntersectionObserver(
      (entries) => {
        for (const entry of entries) {
          if (entry.intersectionRatio >= VISIBLE_SHARE) halfOnScreen.add(entry.target);
          else halfOnScreen.delete(entry.target);
        }
        chooseOnNextFrame();
      },
      { threshold: [0, VISIBLE_SHARE] },
    );
    window.addEventListener('scroll', chooseOnNextFrame, { passive: true });
  }
  cards.set(card, onChange);
  observer.observe(card);
  return () => {
    observer?.unobserve(card);
    cards.delete(card);
    halfOnScreen.delete(card);
    if (playing === card) playing = null;
    if (waitingFor === card) waitingFor = null;
    if (cards.size === 0) {
      observer?.disconnect();
      observer = null;
      window.removeEventListener('scroll', chooseOnNextFrame);
      clearTimeout(dwell);
    }
    chooseOnNextFrame();
  };
}

/** Whether `element`'s card is the one playing, watched while `enabled` (see above). */
export function useCentredCard(element: RefObject<HTMLElement | null>, enabled: boolean, elementKey: string): boolean {
  const [centred, setCentred] = useState(false);
  useEffect(() => {
    const target = element.current;
    if (!enabled || !target || typeof IntersectionObserver === 'undefined') return;
    const stop = watch(target, setCentred);
    return () => {
      stop();
      setCentred(false);
    };
  }, [element, enabled, elementKey]);
  return centred;
}
