import { beforeEach, describe, expect, it } from 'vitest';
import { resetStore, store } from '../store';
import { call } from '../test-client';
import { JOB_MESSAGES } from './jobs';

beforeEach(() => resetStore());

function application(overrides: Record<string, string | File> = {}): FormData {
  const form = new FormData();
  const fields = {
    job_id: '1',
    cv: new File(['%PDF-1.7 curriculum vitae'], 'cv.pdf', { type: 'application/pdf' }),
    first_name: 'Ava',
    last_name: 'Robinson',
    email: 'ava.robinson@example.com',
    phone_no: '07700 900111',
    linkedin: 'https://www.linkedin.com/in/ava-robinson',
    additional_info: 'Five years on HP Indigo presses.',
    ...overrides,
  };
  for (const [key, value] of Object.entries(fields)) form.set(key, value);
  return form;
}

describe('jobs', () => {
  it('pages the vacancies five at a time', async () => {
    expect(store.jobs.length).toBeGreaterThanOrEqual(12);
    const first = await call('GET', '/jobs/5?page=1');
    expect(first.body.data).toMatchObject({ total: store.jobs.length, per_page: 5, current_page: 1, last_page: Math.ceil(store.jobs.length / 5) });
    expect(first.body.data.data).toHaveLength(5);
    expect(first.body.data.data[0]).toEqual({
      id: 1,
      slug: 'digital-print-operator',
      title: 'Digital Print Operator',
      job_location: expect.any(String),
      type: 'Full time',
      deadline: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
    });
    const last = await call('GET', `/jobs/5?page=${first.body.data.last_page}`);
    expect(last.body.data.data).toHaveLength(store.jobs.length % 5 || 5);
    expect((await call('GET', '/jobs/5?page=0')).status).toBe(422);
  });

  it('keeps every vacancy open', () => {
    const today = new Date().toISOString().slice(0, 10);
    for (const job of store.jobs) expect(job.deadline > today).toBe(true);
  });

  it('shows a vacancy by id and slug, and 404s a wrong slug', async () => {
    const { body } = await call('GET', '/jobs/2/print-finisher');
    expect(body.data).toMatchObject({ id: 2, title: 'Print Finisher' });
    expect(body.data.why_us).toContain('<ul>');
    expect(await call('GET', '/jobs/2/digital-print-operator')).toEqual({ status: 404, body: { success: false, message: JOB_MESSAGES.notFound } });
  });

  it('takes an application with a PDF CV', async () => {
    const { status, body } = await call('POST', '/jobs/apply', { form: application() });
    expect(status).toBe(200);
    expect(body).toEqual({ success: true, message: JOB_MESSAGES.applied });
    expect(store.jobApplications).toHaveLength(1);
    expect(store.jobApplications[0]).toMatchObject({ job_id: 1, github: null, cv: { name: 'cv.pdf', type: 'application/pdf' } });
  });

  it('refuses a CV that is not a PDF by content, an unknown job and a long phone number', async () => {
    const { status, body } = await call('POST', '/jobs/apply', {
      form: application({ cv: new File(['PK zip bytes'], 'cv.pdf', { type: 'application/pdf' }), job_id: '999', phone_no: '0'.repeat(16) }),
    });
    expect(status).toBe(422);
    expect(body.errors).toEqual({
      job_id: [JOB_MESSAGES.jobInvalid],
      phone_no: ['The phone no field must not be greater than 15 characters.'],
      cv: [JOB_MESSAGES.cvNotPdf],
    });
    expect(store.jobApplications).toHaveLength(0);
  });
});
