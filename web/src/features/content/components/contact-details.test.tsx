import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ContactDetails, STATIC_CONTACT } from './contact-details';

const PROFILE = {
  phones: ['020 1111 2222', '020 3333 4444', '020 5555 6666'],
  hours: ['Monday to Friday 8 AM - 8 PM', 'Saturday 9 AM - 1 PM'],
  salesEmail: 'orders@example.co.uk',
  address: '1 Fleet Street, London, EC4Y 1AA',
};

describe('ContactDetails', () => {
  it("shows the spec's static version until the company profile has loaded", () => {
    render(<ContactDetails company={undefined} />);
    for (const phone of STATIC_CONTACT.phones) expect(screen.getByRole('link', { name: phone })).toHaveAttribute('href', `tel:${phone.replace(/ /g, '')}`);
    expect(screen.getByText('Monday to Friday 9 AM - 6 PM')).toBeInTheDocument();
    expect(screen.getByText('Saturday 10 AM - 5 PM')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: STATIC_CONTACT.salesEmail })).toHaveAttribute('href', `mailto:${STATIC_CONTACT.salesEmail}`);
    expect(screen.getByText(STATIC_CONTACT.address)).toBeInTheDocument();
  });

  it("shows the profile's two first numbers, hours, sales email and address once loaded", () => {
    render(<ContactDetails company={PROFILE} />);
    expect(screen.getAllByRole('link', { name: /^020 / }).map((link) => link.textContent)).toEqual(['020 1111 2222', '020 3333 4444']);
    expect(screen.getByText('Monday to Friday 8 AM - 8 PM')).toBeInTheDocument();
    // The hours are the office's: the shop's 7-day promise stands beside them, not against them.
    expect(screen.getByText('Office hours')).toBeInTheDocument();
    expect(screen.getByText('We print 7 days a week, bank holidays included.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'orders@example.co.uk' })).toHaveAttribute('href', 'mailto:orders@example.co.uk');
    expect(screen.getByText(PROFILE.address)).toBeInTheDocument();
    expect(screen.queryByText(STATIC_CONTACT.address)).not.toBeInTheDocument();
  });

  it('keeps the usual hours when the profile lists none', () => {
    render(<ContactDetails company={{ ...PROFILE, hours: [] }} />);
    expect(screen.getByText('Saturday 10 AM - 5 PM')).toBeInTheDocument();
  });
});
