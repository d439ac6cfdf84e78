import { Hono } from 'hono';
import * as v from 'valibot';
import type { components } from '@bff/generated/upstream';
import type { AppEnv } from '@bff/http/app-env';
import { ApiFailure } from '@bff/http/errors';
import { validate } from '@bff/http/validate';
import { FILE_TOO_LARGE_MESSAGE, MAX_UPLOAD_BYTES } from '@bff/schemas/fields';
import { CV_FILE_TYPE_MESSAGE, JobApplicationSchema } from '@bff/schemas/jobs';
import { noStore } from '@bff/session/session';
import type { JobApplicationAnswer, JobCard, JobView, JobsPage } from '@bff/view-models';
import { RATE_LIMITS, rateLimit } from '@bff/http/rate-limits';
import { refusal } from '@bff/http/refusals';
import { contentCheckedFile, uploadBodyLimit, uploadRoute, type UploadKind } from '@bff/http/uploads';
import { orNotFound } from '@bff/http/not-found';
import { JOBS_PAGE_SIZE } from '@bff/static/web-paths';
import { memoizePerObject } from '@bff/lib/memoize-per-object';
import { PageQuerySchema, toPageView } from '@bff/lib/page-view';
import { isSlug } from '@bff/lib/slugs';
import { sanitizeHtml } from '@bff/lib/trusted-html';
import { calendarDateText } from '@bff/lib/calendar-date';

type Schemas = components['schemas'];

export const JOB_NOT_FOUND_MESSAGE = 'Sorry! This vacancy is no longer available.';
/** The spec leaves the CV unchecked by the form, but the upstream needs one: asked for here, before any upload. */
export const CV_REQUIRED_MESSAGE = 'Please attach your CV';
/** The one text of a failed application. */
export const JOB_APPLY_FAILED_MESSAGE = 'Sorry, Something went wrong!';

/** A PDF by its bytes (file-type reads the %PDF header); forwarded as `cv.pdf`. */
const CV_KINDS: Record<string, UploadKind> = { 'application/pdf': { ext: 'pdf', mime: 'application/pdf' } };

const PostIdSchema = v.pipe(v.string(), v.regex(/^[1-9]\d{0,9}$/));

function toCard(job: Schemas['JobSummary']): JobCard {
  return {
    id: job.id,
    slug: job.slug,
    title: job.title,
    location: job.job_location,
    type: job.type,
    deadline: job.deadline,
    deadlineText: calendarDateText(job.deadline, 'dd.MM.yyyy'),
  };
}

// Each vacancy is sanitised once per refresh of the cached read that hands it out.
const toJobView = memoizePerObject(
  (job: Schemas['Job']): JobView => ({
    ...toCard(job),
    summary: sanitizeHtml(job.summary),
    role: sanitizeHtml(job.role),
    skills: sanitizeHtml(job.skills),
    whyUs: sanitizeHtml(job.why_us),
  }),
);

/** Careers: `/api/jobs?page=` lists vacancies, `/api/jobs/:id/:slug` is one, `/api/jobs/apply` sends a CV. */
export const jobRoutes = new Hono<AppEnv>()
  .get('/', validate('query', PageQuerySchema), async (c) => {
    const { page } = c.req.valid('query');
    const answer = await c.var.upstream.getCached('jobs/{perPage}', { path: { perPage: JOBS_PAGE_SIZE }, query: { page } });
    return c.json<JobsPage>(toPageView(answer.data, toCard));
  })
  .post(
    '/apply',
    uploadRoute,
    noStore,
    rateLimit(RATE_LIMITS.jobApplication),
    uploadBodyLimit(MAX_UPLOAD_BYTES, 'cv', FILE_TOO_LARGE_MESSAGE),
    validate('form', JobApplicationSchema),
    async (c) => {
      const { cv, job_id, ...fields } = c.req.valid('form');
      if (!cv) throw new ApiFailure(400, 'validation_failed', CV_REQUIRED_MESSAGE, { cv: [CV_REQUIRED_MESSAGE] });
      // The name and the browser's type were checked by the schema; the bytes decide.
      const checked = await contentCheckedFile(cv, CV_KINDS, 'cv');
      if (!checked) throw new ApiFailure(400, 'validation_failed', CV_FILE_TYPE_MESSAGE, { cv: [CV_FILE_TYPE_MESSAGE] });

      const form = new FormData();
      form.set('job_id', job_id);
      for (const [name, value] of Object.entries(fields)) form.set(name, value);
      form.set('cv', checked);
      try {
        const answer = await c.var.upstream.post('jobs/apply', { form, successFalseRefuses: true });
        return c.json<JobApplicationAnswer>({ message: answer.message });
      } catch (error) {
        throw refusal(error, 'application_refused', { refused: JOB_APPLY_FAILED_MESSAGE, unavailable: JOB_APPLY_FAILED_MESSAGE });
      }
    },
  )
  .get('/:id/:slug', async (c) => {
    const { id, slug } = c.req.param();
    if (!v.is(PostIdSchema, id) || !isSlug(slug)) throw new ApiFailure(404, 'not_found', JOB_NOT_FOUND_MESSAGE);
    const answer = await orNotFound(c.var.upstream.getCached('jobs/{postid}/{slug}', { path: { postid: Number(id), slug } }), JOB_NOT_FOUND_MESSAGE);
    return c.json<JobView>(toJobView(answer.data));
  });
