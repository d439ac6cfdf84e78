import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { http } from '@mocks/base';
import { store } from '@mocks/store';
import { CV_FILE_TYPE_MESSAGE } from '@bff/schemas/jobs';
import { useShopHarness } from '@bff/session/test-harness';
import type { ApiError, JobView, JobsPage } from '@bff/view-models';
import { JOBS_PAGE_SIZE } from '@bff/static/web-paths';
import { CV_REQUIRED_MESSAGE, JOB_APPLY_FAILED_MESSAGE, JOB_NOT_FOUND_MESSAGE } from './job-routes';

const shop = useShopHarness();
const run = promisify(execFile);
const TEST_UPSTREAM = new URL('../../upstream/test-upstream.ts', import.meta.url).href;

const PDF = new TextEncoder().encode('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n');

function application(cv?: File, overrides: Record<string, string> = {}): FormData {
  const form = new FormData();
  const fields = {
    job_id: String(store.jobs[0]?.id),
    first_name: 'Amara',
    last_name: 'Okafor',
    email: 'amara@example.com',
    phone_no: '07700 900123',
    linkedin: 'https://www.linkedin.com/in/amara',
    additional_info: 'I ran an Indigo for three years.',
    ...overrides,
  };
  for (const [name, value] of Object.entries(fields)) form.set(name, value);
  if (cv) form.set('cv', cv);
  return form;
}

const apply = (form: FormData) => shop.browser.request('/api/jobs/apply', { method: 'POST', form });
const pdf = () => new File([PDF], 'My CV (final).pdf', { type: 'application/pdf' });

describe('GET /api/jobs', () => {
  it('pages the vacancies five at a time with London deadlines as dd.MM.yyyy', async () => {
    const response = await shop.browser.request('/api/jobs');
    expect(response.status).toBe(200);
    const page = (await response.json()) as JobsPage;
    const total = store.jobs.length;
    expect(page).toMatchObject({ total, page: 1, pageSize: JOBS_PAGE_SIZE, pageCount: Math.ceil(total / JOBS_PAGE_SIZE) });
    expect(page.items.map((job) => job.id)).toEqual(store.jobs.slice(0, JOBS_PAGE_SIZE).map((job) => job.id));
    const [first] = store.jobs;
    const [year, month, day] = String(first?.deadline).split('-');
    expect(page.items[0]).toEqual({
      id: first?.id,
      slug: first?.slug,
      title: first?.title,
      location: first?.job_location,
      type: first?.type,
      deadline: first?.deadline,
      deadlineText: `${day}.${month}.${year}`,
    });
    expect(page.items[0]).not.toHaveProperty('summary');
  });

  // Node reads TZ once, when it starts: a server in another zone is a process of its own.
  it('writes each deadline as its own calendar day whatever zone the server runs in', async () => {
    const script = [
      `const { createTestApp } = await import(${JSON.stringify(TEST_UPSTREAM)});`,
      'const bff = createTestApp(process.env.UPSTREAM);',
      "console.log(await (await bff.app.request('/api/jobs')).text());",
      'await bff.close();',
    ].join('\n');
    const expected = store.jobs.slice(0, JOBS_PAGE_SIZE).map(({ deadline }) => {
      const [year, month, day] = deadline.split('-');
      return { deadline, deadlineText: `${day}.${month}.${year}` };
    });
    // UTC+14 and UTC-12: the two ends of the world's clocks.
    const zones = ['Pacific/Kiritimati', 'Etc/GMT+12'];
    const answers = await Promise.all(
      zones.map((zone) =>
        run(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script], { env: { ...process.env, TZ: zone, UPSTREAM: shop.upstream.url } }),
      ),
    );
    answers.forEach(({ stdout }, index) => {
      const page = JSON.parse(stdout) as JobsPage;
      expect(page.items.map(({ deadline, deadlineText }) => ({ deadline, deadlineText })), zones[index]).toEqual(expected);
    });
  }, 60_000);

  it('serves a later page and refuses a page that is not a number', async () => {
    const last = Math.ceil(store.jobs.length / JOBS_PAGE_SIZE);
    const page = (await (await shop.browser.request(`/api/jobs?page=${last}`)).json()) as JobsPage;
    expect(page.page).toBe(last);
    expect(page.items.map((job) => job.id)).toEqual(store.jobs.slice((last - 1) * JOBS_PAGE_SIZE).map((job) => job.id));
    expect((await shop.browser.request('/api/jobs?page=two')).status).toBe(400);
  });
});

describe('GET /api/jobs/:id/:slug', () => {
  it('answers a vacancy with its descriptions sanitised', async () => {
    const job = store.jobs[1];
    if (!job) throw new Error('seed has jobs');
    job.role = '<p onclick="steal()">Run the presses</p><script>alert(1)</script>';
    const response = await shop.browser.request(`/api/jobs/${job.id}/${job.slug}`);
    expect(response.status).toBe(200);
    const view = (await response.json()) as JobView;
    expect(view).toMatchObject({ id: job.id, title: job.title, location: job.job_location });
    expect(view.role).toContain('Run the presses');
    expect(view.role).not.toMatch(/onclick|<script/);
    expect(view.whyUs).toContain('<li>');
  });

  it('answers 404 with the vacancy message for an unknown or malformed vacancy', async () => {
    for (const path of ['/api/jobs/999/no-such-job', `/api/jobs/abc/${store.jobs[0]?.slug}`, '/api/jobs/1/Not%20A%20Slug']) {
      const response = await shop.browser.request(path);
      expect(response.status).toBe(404);
      expect(((await response.json()) as ApiError).error.message).toBe(JOB_NOT_FOUND_MESSAGE);
    }
  });
});

describe('POST /api/jobs/apply', () => {
  it('forwards a valid application with its PDF as multipart, renamed by content', async () => {
    const response = await apply(application(pdf()));
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ message: 'Your application has been submitted!' });
    expect(store.jobApplications).toHaveLength(1);
    expect(store.jobApplications[0]).toMatchObject({
      job_id: store.jobs[0]?.id,
      first_name: 'Amara',
      email: 'amara@example.com',
      linkedin: 'https://www.linkedin.com/in/amara',
      cv: { name: 'cv.pdf', type: 'application/pdf', size: PDF.byteLength },
    });
  });

  it('refuses a file named .pdf whose content is not a PDF, before the upstream', async () => {
    const fake = new File([new TextEncoder().encode('MZ this is a program, not a CV')], 'cv.pdf', { type: 'application/pdf' });
    const response = await apply(application(fake));
    expect(response.status).toBe(400);
    expect(((await response.json()) as ApiError).error.fields).toEqual({ cv: [CV_FILE_TYPE_MESSAGE] });
    expect(shop.upstream.requests).toEqual([]);
  });

  it('asks for a CV when none is attached', async () => {
    const response = await apply(application());
    expect(response.status).toBe(400);
    expect(((await response.json()) as ApiError).error.fields).toEqual({ cv: [CV_REQUIRED_MESSAGE] });
  });

  it('answers 400 with the spec messages for each refused field', async () => {
    const response = await apply(
      application(pdf(), { first_name: ' ', email: 'not-an-email', phone_no: '0'.repeat(16), github: 'x'.repeat(201), additional_info: 'y'.repeat(2001) }),
    );
    expect(response.status).toBe(400);
    const { error } = (await response.json()) as ApiError;
    expect(error.code).toBe('validation_failed');
    expect(error.fields).toEqual({
      first_name: ['First name is required'],
      email: ['Email is invalid'],
      phone_no: ['Maximum 15 characters!'],
      github: ['Maximum 200 characters!'],
      additional_info: ['Maximum 2000 characters!'],
    });
    expect(store.jobApplications).toEqual([]);
  });

  it("answers an application the upstream turns down with success false (under 200) as a refusal, with the spec text", async () => {
    shop.upstream.use(http.post('/jobs/apply', ({ response }) => response(200).json({ success: false, message: 'The vacancy is closed.' })));
    const response = await apply(application(pdf()));
    expect(response.status).toBe(400);
    expect(((await response.json()) as ApiError).error.message).toBe(JOB_APPLY_FAILED_MESSAGE);
  });

  it('answers an upstream failure with the spec text', async () => {
    shop.upstream.use(http.post('/jobs/apply', ({ response }) => response('5XX').json({ success: false, message: 'boom' }, { status: 500 })));
    const response = await apply(application(pdf()));
    expect(response.status).toBeGreaterThanOrEqual(500);
    expect(((await response.json()) as ApiError).error.message).toBe(JOB_APPLY_FAILED_MESSAGE);
  });
});
