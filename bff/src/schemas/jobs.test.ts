import { describe, expect, it } from 'vitest';
import { CV_FILE_ACCEPT, JobApplicationSchema } from './jobs';
import { emailOfLength, errorsOf, outputOf, repeat } from './schema-test-utils';

const valid = {
  job_id: '12',
  first_name: 'Jo',
  last_name: 'Bloggs',
  email: 'jo@example.com',
  phone_no: '07911 123456',
};
const pdf = (size = 10, name = 'cv.pdf', type = 'application/pdf') => new File([new Uint8Array(size)], name, { type });

describe('JobApplicationSchema', () => {
  it('fills the optional texts with empty strings', () => {
    expect(outputOf(JobApplicationSchema, valid)).toEqual({
      ...valid,
      cv: undefined,
      linkedin: '',
      github: '',
      portfolio: '',
      other_website: '',
      additional_info: '',
    });
  });

  it('gives the required messages', () => {
    expect(errorsOf(JobApplicationSchema, {})).toEqual({
      job_id: ['Job is required'],
      first_name: ['First name is required'],
      last_name: ['Last name is required'],
      email: ['Email is required'],
      phone_no: ['Phone number is required'],
    });
  });

  it('caps names and email at 60 and the phone at 15', () => {
    expect(
      errorsOf(JobApplicationSchema, {
        ...valid,
        first_name: repeat(61),
        last_name: repeat(61),
        email: emailOfLength(61),
        phone_no: repeat(16, '1'),
      }),
    ).toEqual({
      first_name: ['Maximum 60 characters!'],
      last_name: ['Maximum 60 characters!'],
      email: ['Maximum 60 characters!'],
      phone_no: ['Maximum 15 characters!'],
    });
    expect(errorsOf(JobApplicationSchema, { ...valid, phone_no: repeat(15, '1') })).toEqual({});
    expect(errorsOf(JobApplicationSchema, { ...valid, email: 'jo@' }).email).toEqual(['Email is invalid']);
  });

  it('caps each link at 200', () => {
    const links = { linkedin: repeat(200), github: repeat(200), portfolio: repeat(200), other_website: repeat(200) };
    expect(errorsOf(JobApplicationSchema, { ...valid, ...links })).toEqual({});
    const tooLong = { linkedin: repeat(201), github: repeat(201), portfolio: repeat(201), other_website: repeat(201) };
    expect(errorsOf(JobApplicationSchema, { ...valid, ...tooLong })).toEqual({
      linkedin: ['Maximum 200 characters!'],
      github: ['Maximum 200 characters!'],
      portfolio: ['Maximum 200 characters!'],
      other_website: ['Maximum 200 characters!'],
    });
  });

  it('caps the additional information at 2000, not 3000', () => {
    expect(errorsOf(JobApplicationSchema, { ...valid, additional_info: repeat(2000) })).toEqual({});
    expect(errorsOf(JobApplicationSchema, { ...valid, additional_info: repeat(2001) })).toEqual({
      additional_info: ['Maximum 2000 characters!'],
    });
  });

  it('takes a PDF CV only', () => {
    expect(CV_FILE_ACCEPT).toBe('.pdf,application/pdf');
    expect(outputOf(JobApplicationSchema, { ...valid, cv: pdf() }).cv).toBeInstanceOf(File);
    expect(errorsOf(JobApplicationSchema, { ...valid, cv: pdf(10, 'cv.docx', '') }).cv).toEqual([
      'Please upload a PDF file',
    ]);
    expect(errorsOf(JobApplicationSchema, { ...valid, cv: pdf(0) }).cv).toEqual(['Please upload a PDF file']);
    expect(errorsOf(JobApplicationSchema, { ...valid, cv: pdf(5 * 1024 * 1024 + 1) }).cv).toEqual([
      'Maximum file size is 5 MB',
    ]);
  });
});
