import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { InRouter } from '@web/test/router-context';
import { createSlide, stubReducedMotion } from '../test/home-fixtures';
import { HeroSlider } from './hero-slider';

const slides = [createSlide(1), createSlide(2), createSlide(3)];

/** The label of the one slide that is not inert. */
function currentSlide(container: HTMLElement) {
  const visible = container.querySelectorAll('[aria-roledescription="slide"]:not([inert])');
  expect(visible).toHaveLength(1);
  return visible[0]!.getAttribute('aria-label');
}

// fireEvent rather than user-event: user-event's own delays stall under fake timers, and the
// controls are native buttons, which act on the click that any input (mouse, Enter, Space) ends in.
const press = (name: string) => fireEvent.click(screen.getByRole('button', { name }));

const setup = () =>
  render(
    <InRouter>
      <HeroSlider slides={slides} />
    </InRouter>,
  );

describe('HeroSlider', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    stubReducedMotion(false);
  });
  afterEach(() => vi.useRealTimers());

  it('is a labelled carousel of slides named "n of N", showing the first', () => {
    const { container } = setup();
    const carousel = screen.getByRole('region', { name: 'Offers' });
    expect(carousel).toHaveAttribute('aria-roledescription', 'carousel');
    const labels = [...container.querySelectorAll('[aria-roledescription="slide"]')].map((slide) =>
      slide.getAttribute('aria-label'),
    );
    expect(labels).toEqual(['1 of 3', '2 of 3', '3 of 3']);
    expect(currentSlide(container)).toBe('1 of 3');
  });

  it('loads the first picture eagerly at high priority and the rest lazily', () => {
    const { container } = setup();
    const images = container.querySelectorAll('img');
    expect(images[0]).toHaveAttribute('loading', 'eager');
    expect(images[0]).toHaveAttribute('fetchpriority', 'high');
    expect(images[1]).toHaveAttribute('loading', 'lazy');
    expect(images[0]).toHaveAttribute('width', '1200');
    expect(images[0]).toHaveAttribute('height', '500');
    expect(images[0]?.getAttribute('srcset')).toContain('small_slide-1.svg 400w');
  });

  it('moves with Next and Previous, wrapping at both ends, and marks the matching dot', () => {
    const { container } = setup();
    press('Previous slide');
    expect(currentSlide(container)).toBe('3 of 3');
    press('Next slide');
    expect(currentSlide(container)).toBe('1 of 3');
    press('Slide 2: Slide title 2');
    expect(currentSlide(container)).toBe('2 of 3');
    expect(screen.getByRole('button', { name: 'Slide 2: Slide title 2' })).toHaveAttribute('aria-current', 'true');
  });

  it('advances by itself every 6 seconds until paused', () => {
    const { container } = setup();
    act(() => vi.advanceTimersByTime(6000));
    expect(currentSlide(container)).toBe('2 of 3');

    press('Pause slides');
    act(() => vi.advanceTimersByTime(20_000));
    expect(currentSlide(container)).toBe('2 of 3');
    expect(screen.getByRole('button', { name: 'Play slides' })).toBeInTheDocument();
  });

  it('holds still while the pointer is over it', () => {
    const { container } = setup();
    fireEvent.mouseEnter(screen.getByRole('region', { name: 'Offers' }));
    act(() => vi.advanceTimersByTime(20_000));
    expect(currentSlide(container)).toBe('1 of 3');

    fireEvent.mouseLeave(screen.getByRole('region', { name: 'Offers' }));
    act(() => vi.advanceTimersByTime(6000));
    expect(currentSlide(container)).toBe('2 of 3');
  });

  it('never moves by itself when the shopper prefers reduced motion, but can be played', () => {
    stubReducedMotion(true);
    const { container } = setup();
    act(() => vi.advanceTimersByTime(20_000));
    expect(currentSlide(container)).toBe('1 of 3');

    press('Play slides');
    act(() => vi.advanceTimersByTime(6000));
    expect(currentSlide(container)).toBe('2 of 3');
  });
});
