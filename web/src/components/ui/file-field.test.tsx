import { render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { FileField } from './file-field';

describe('FileField', () => {
  it('ticks the chosen file, and only names a refused one beside its refusal', () => {
    const file = new File(['%PDF'], 'cv.pdf', { type: 'application/pdf' });
    const field = (errorMessage?: string) => (
      <FileField label="Your CV" name="cv" accept=".pdf" file={file} onChange={vi.fn()} errorMessage={errorMessage} />
    );
    const tick = () => screen.getByText('cv.pdf (4 B)').parentElement?.querySelector('svg') ?? null;

    const { rerender } = render(field());
    expect(tick()).not.toBeNull();

    rerender(field('Maximum file size is 5 MB'));
    expect(tick()).toBeNull();
    expect(screen.getByLabelText('Your CV')).toHaveAccessibleDescription('Maximum file size is 5 MB');
  });
});
