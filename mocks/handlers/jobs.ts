import type { components } from '../../bff/src/generated/upstream';
import { http } from '../base';
import type { JobRecord } from '../data/jobs';
import { nowIso, store } from '../store';
import { VALIDATION_MESSAGE, email, failure, file, integer, max, readForm, required, string, validate } from '../validation';
import { pageOf, readPaging } from '../paging';

export const JOB_MESSAGES = {
  notFound: 'Sorry! This vacancy is no longer available.',
  applied: 'Your application has been submitted!',
  jobInvalid: 'The selected job id is invalid.',
  cvNotPdf: 'The cv field must be a file of type: pdf.',
} as const;

function toJobSummary(job: JobRecord): components['schemas']['JobSummary'] {
  return { id: job.id, slug: job.slug, title: job.title, job_location: job.job_location, type: job.type, deadline: job.deadline };
}

const LINK_RULES = [string, max(200)];

/** A real PDF starts with "%PDF-"; the file name alone proves nothing. */
async function isPdf(upload: File): Promise<boolean> {
  const head = new Uint8Array(await upload.slice(0, 5).arrayBuffer());
  return new TextDecoder().decode(head) === '%PDF-';
}

const text = (value: unknown) => (typeof value === 'string' && value.trim() !== '' ? value.trim() : null);

export const jobsHandlers = [
  http.get('/jobs/{perPage}', ({ params, query, response }) => {
    const paging = readPaging(query.get('page'), params.perPage);
    if ('errors' in paging) return response('4XX').json(failure(VALIDATION_MESSAGE, paging.errors), { status: 422 });
    return response(200).json({ success: true, data: pageOf(store.jobs, paging, toJobSummary) });
  }),

  http.get('/jobs/{postid}/{slug}', ({ params, response }) => {
    const job = store.jobs.find((candidate) => String(candidate.id) === params.postid && candidate.slug === params.slug);
    if (!job) return response('4XX').json(failure(JOB_MESSAGES.notFound), { status: 404 });
    const { created_at: _created, ...details } = job;
    return response(200).json({ success: true, data: details });
  }),

  http.post('/jobs/apply', async ({ request, response }) => {
    const input = await readForm(request);
    const errors =
      validate(input, {
        job_id: [required, integer, (value) => (store.jobs.some((job) => String(job.id) === String(value)) ? undefined : JOB_MESSAGES.jobInvalid)],
        cv: [required, file({ extensions: ['pdf'], maxKb: 5120 })],
        first_name: [required, string, max(60)],
        last_name: [required, string, max(60)],
        email: [required, string, email, max(60)],
        phone_no: [required, string, max(15)],
        linkedin: LINK_RULES,
        github: LINK_RULES,
        portfolio: LINK_RULES,
        other_website: LINK_RULES,
        additional_info: [string, max(3000)],
      }) ?? {};
    const cv = input.cv;
    if (!errors.cv && cv instanceof File && !(await isPdf(cv))) errors.cv = [JOB_MESSAGES.cvNotPdf];
    if (Object.keys(errors).length > 0 || !(cv instanceof File)) {
      return response('4XX').json(failure(VALIDATION_MESSAGE, errors), { status: 422 });
    }
    store.jobApplications.push({
      id: store.jobApplications.length + 1,
      job_id: Number(input.job_id),
      first_name: String(input.first_name).trim(),
      last_name: String(input.last_name).trim(),
      email: String(input.email).trim(),
      phone_no: String(input.phone_no).trim(),
      linkedin: text(input.linkedin),
      github: text(input.github),
      portfolio: text(input.portfolio),
      other_website: text(input.other_website),
      additional_info: text(input.additional_info),
      cv: { name: cv.name, type: cv.type, size: cv.size },
      created_at: nowIso(),
    });
    return response(200).json({ success: true, message: JOB_MESSAGES.applied });
  }),
];
