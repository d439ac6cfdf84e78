import { useEffect, useRef, useState, type FocusEvent } from 'react';
import type { Slide } from '../api/home-queries';
import { Icon } from '@web/components/ui/icon';
import { LinkButton } from '@web/components/ui/link-button';
import { Skeleton } from '@web/components/ui/skeleton';
import { usePrefersReducedMotion } from '../use-prefers-reduced-motion';
import { ChevronLeftIcon, PauseIcon, PlayIcon } from './icons';
import styles from './hero-slider.module.css';

/** Long enough to read a title and a sentence before the slide moves on. */
const SLIDE_DURATION_MS = 6000;
/** The slider fills the content column: full width on phones, about two thirds from 1024 px. */
const SLIDE_IMAGE_SIZES = '(min-width: 1260px) 820px, (min-width: 1024px) 66vw, 100vw';

/**
 * An accessible carousel (WAI-ARIA APG pattern): the rotation button comes first, rotation pauses
 * while the pointer is over it or focus is in it, and never starts by itself for reduced motion.
 */
export function HeroSlider({ slides }: { slides: Slide[] }) {
  const [current, setCurrent] = useState(0);
  // null until the shopper presses the rotation button; until then the motion preference decides.
  const [chosenRotation, setChosenRotation] = useState<boolean | null>(null);
  const [hovered, setHovered] = useState(false);
  const [focusInside, setFocusInside] = useState(false);
  const rotationButton = useRef<HTMLButtonElement>(null);
  const reducedMotion = usePrefersReducedMotion();

  const count = slides.length;
  const rotating = count > 1 && (chosenRotation ?? !reducedMotion);
  const advancing = rotating && !hovered && !focusInside;

  useEffect(() => {
    if (!advancing) return;
    // Restarts on every slide change, so a manual move gets a full interval too.
    const timer = setTimeout(() => setCurrent((index) => (index + 1) % count), SLIDE_DURATION_MS);
    return () => clearTimeout(timer);
  }, [advancing, current, count]);

  const show = (index: number) => setCurrent((index + count) % count);

  const onFocus = (event: FocusEvent) => {
    // Focus on the rotation button itself must not pause, or pressing Play would do nothing.
    setFocusInside(event.target !== rotationButton.current);
  };
  const onBlur = (event: FocusEvent<HTMLElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget)) setFocusInside(false);
  };

  return (
    <section
      className={styles.carousel}
      aria-roledescription="carousel"
      aria-label="Offers"
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={onFocus}
      onBlur={onBlur}
    >
      {/* Rotating slides are not announced; once still, a moved-to slide is read out. */}
      <div className={styles.slides} aria-live={advancing ? 'off' : 'polite'}>
        {slides.map((slide, index) => (
          <div
            key={slide.href + slide.title}
            role="group"
            aria-roledescription="slide"
            aria-label={`${index + 1} of ${count}`}
            className={styles.slide}
            data-current={index === current || undefined}
            inert={index !== current}
          >
            <div className={styles.copy}>
              <p className={styles.eyebrow}>{slide.subTitle}</p>
              <h2 className={styles.title}>{slide.title}</h2>
              <p className={styles.content}>{slide.content}</p>
              <LinkButton to={slide.href} variant="primary" size="lg" className={styles.action}>
                Shop now
                <Icon name="arrow-right" />
              </LinkButton>
            </div>
            <img
              className={styles.image}
              src={slide.image.src}
              srcSet={slide.image.srcSet}
              sizes={SLIDE_IMAGE_SIZES}
              width={slide.image.width}
              height={slide.image.height}
              alt={slide.image.alt}
              loading={index === 0 ? 'eager' : 'lazy'}
              fetchPriority={index === 0 ? 'high' : 'auto'}
              decoding={index === 0 ? 'sync' : 'async'}
            />
          </div>
        ))}
      </div>

      {count > 1 && (
        <div className={styles.controls}>
          <button
            ref={rotationButton}
            type="button"
            className={styles.control}
            onClick={() => setChosenRotation(!rotating)}
            aria-label={rotating ? 'Pause slides' : 'Play slides'}
          >
            {rotating ? <PauseIcon /> : <PlayIcon />}
          </button>
          <div className={styles.dots} role="group" aria-label="Choose a slide">
            {slides.map((slide, index) => (
              <button
                key={slide.href + slide.title}
                type="button"
                className={styles.dot}
                aria-label={`Slide ${index + 1}: ${slide.title}`}
                aria-current={index === current ? 'true' : undefined}
                onClick={() => show(index)}
              />
            ))}
          </div>
          <button type="button" className={styles.control} aria-label="Previous slide" onClick={() => show(current - 1)}>
            <ChevronLeftIcon />
          </button>
          <button type="button" className={styles.control} aria-label="Next slide" onClick={() => show(current + 1)}>
            <Icon name="chevron-right" />
          </button>
        </div>
      )}
    </section>
  );
}

/** The slider's exact frame with placeholders, shown while the home data loads. */
export function HeroSliderSkeleton() {
  return (
    <div className={styles.carousel} aria-hidden="true">
      <div className={styles.slides}>
        <div className={styles.slide} data-current>
          <div className={styles.copy}>
            <Skeleton width={128} height={18} className={styles.eyebrow} />
            <Skeleton width="80%" height={34} className={styles.title} />
            <Skeleton height={48} className={styles.content} />
            <Skeleton width={152} height={52} className={styles.action} />
          </div>
          <Skeleton shape="block" height="auto" className={styles.image} />
        </div>
      </div>
      <div className={styles.controls} />
    </div>
  );
}
