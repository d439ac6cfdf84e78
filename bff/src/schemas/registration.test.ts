import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import {
  ACCOUNT_TYPE_IDS,
  BusinessRegistrationSchema,
  DESIGNER_AMOUNTS,
  IndividualRegistrationSchema,
  PROOF_FILE_ACCEPT,
  PROOF_FILE_CONTENT_TYPES,
  PROOF_FILE_EXTENSIONS,
  ResellerRegistrationSchema,
  StudentRegistrationSchema,
  TITLES,
} from './registration';
import { REGISTRATION_REFUSED_MESSAGE } from '@bff/shared/messages';
import { emailOfLength, errorsOf, outputOf, repeat } from './schema-test-utils';

const person = {
  title: 'Mr.',
  first_name: 'Jo',
  last_name: 'Bloggs',
  email: 'jo@example.com',
  email_confirmation: 'jo@example.com',
  password: 'secret12',
  password_confirmation: 'secret12',
};
const special = { ...person, contact_no: '020 7946 0958', is_subscribe: true, privacy_policy: true };
const business = { ...special, company: 'Print Co' };
const reseller = { ...business, designer_amount: '6-19' };
const proof = new File([new Uint8Array(100)], 'card.jpg', { type: 'image/jpeg' });
const student = { ...special, university: 'UCL', proof_file: proof };

const allForms = [
  ['individual', IndividualRegistrationSchema, person],
  ['business', BusinessRegistrationSchema, business],
  ['reseller', ResellerRegistrationSchema, reseller],
  ['student', StudentRegistrationSchema, student],
] as const;

describe('constants', () => {
  it('lists titles, client counts and account types as the spec does', () => {
    expect(TITLES).toEqual(['Mr.', 'Mrs', 'Miss', 'Dr.', 'Others']);
    expect(DESIGNER_AMOUNTS).toEqual(['1-5', '6-19', '20-49', '50 +']);
    expect(ACCOUNT_TYPE_IDS).toEqual({ individual: 1, business: 2, reseller: 3, student: 4 });
    expect(REGISTRATION_REFUSED_MESSAGE).toBe('Register new account! Please logout first.');
  });

  it('names the proof file kinds for the input and for the content check', () => {
    expect(PROOF_FILE_EXTENSIONS).toEqual(['jpg', 'jpeg', 'png', 'pdf', 'doc', 'docx']);
    expect(PROOF_FILE_ACCEPT.split(',')).toEqual(
      expect.arrayContaining(['.jpg', '.jpeg', '.png', '.pdf', '.doc', '.docx']),
    );
    expect(PROOF_FILE_CONTENT_TYPES).toContain('application/x-cfb');
  });
});

describe.each(allForms)('%s registration', (_name, schema, valid) => {
  it('accepts a valid form', () => {
    expect(errorsOf(schema, valid)).toEqual({});
  });

  it('gives the person messages', () => {
    const errors = errorsOf(schema, { ...valid, title: '', first_name: '', last_name: ' ', email: '' });
    expect(errors.title).toEqual(['Title is required']);
    expect(errors.first_name).toEqual(['First name is required']);
    expect(errors.last_name).toEqual(['Last name is required']);
    expect(errors.email).toEqual(['Email is required']);
  });

  it('only takes titles from the list', () => {
    expect(errorsOf(schema, { ...valid, title: 'Sir' }).title).toEqual(['Title is required']);
    for (const title of TITLES) expect(errorsOf(schema, { ...valid, title })).toEqual({});
  });

  it('caps names and email at 60', () => {
    const at60 = { ...valid, first_name: repeat(60), last_name: repeat(60), email: emailOfLength(60) };
    expect(errorsOf(schema, { ...at60, email_confirmation: at60.email })).toEqual({});
    const errors = errorsOf(schema, {
      ...valid,
      first_name: repeat(61),
      last_name: repeat(61),
      email: emailOfLength(61),
    });
    expect(errors.first_name).toEqual(['Maximum 60 characters!']);
    expect(errors.last_name).toEqual(['Maximum 60 characters!']);
    expect(errors.email).toEqual(['Maximum 60 characters!']);
    expect(errorsOf(schema, { ...valid, email: 'jo.example.com' }).email).toEqual(['Email is invalid']);
  });

  it('puts MatchEmail on the confirmation field', () => {
    const result = v.safeParse(schema, { ...valid, email_confirmation: 'jo@example.org' });
    expect(result.issues?.map((issue) => [v.getDotPath(issue), issue.message])).toEqual([
      ['email_confirmation', "Email doesn't match"],
    ]);
  });

  it('puts MatchPassword on the confirmation field', () => {
    const result = v.safeParse(schema, { ...valid, password_confirmation: 'secret13' });
    expect(result.issues?.map((issue) => [v.getDotPath(issue), issue.message])).toEqual([
      ['password_confirmation', "Password doesn't match"],
    ]);
  });

  it('asks for the confirmations before comparing them', () => {
    expect(errorsOf(schema, { ...valid, email_confirmation: '', password_confirmation: '' })).toEqual({
      email_confirmation: ['Confirm email is required'],
      password_confirmation: ['Confirm password is required'],
    });
  });

  it('compares while other fields are still wrong', () => {
    const errors = errorsOf(schema, { ...valid, first_name: undefined, password_confirmation: 'other1' });
    expect(errors.password_confirmation).toEqual(["Password doesn't match"]);
  });

  it('caps the password at 30', () => {
    const long = repeat(31);
    expect(errorsOf(schema, { ...valid, password: long, password_confirmation: long }).password).toEqual([
      'Maximum 30 characters!',
    ]);
    expect(errorsOf(schema, { ...valid, password: '', password_confirmation: '' }).password).toEqual([
      'Password is required',
    ]);
  });
});

describe('password minimum', () => {
  const sixes = { password: '123456', password_confirmation: '123456' };

  it('is 7 for individual accounts', () => {
    expect(errorsOf(IndividualRegistrationSchema, { ...person, ...sixes }).password).toEqual(['Minimum 7 characters']);
    expect(
      errorsOf(IndividualRegistrationSchema, { ...person, password: '1234567', password_confirmation: '1234567' }),
    ).toEqual({});
  });

  it.each([
    ['business', BusinessRegistrationSchema, business],
    ['reseller', ResellerRegistrationSchema, reseller],
    ['student', StudentRegistrationSchema, student],
  ] as const)('is 6 for %s accounts', (_name, schema, valid) => {
    expect(errorsOf(schema, { ...valid, ...sixes })).toEqual({});
    expect(errorsOf(schema, { ...valid, password: '12345', password_confirmation: '12345' }).password).toEqual([
      'Minimum 6 characters',
    ]);
  });
});

describe.each([
  ['business', BusinessRegistrationSchema, business],
  ['reseller', ResellerRegistrationSchema, reseller],
  ['student', StudentRegistrationSchema, student],
] as const)('%s account extras', (_name, schema, valid) => {
  it('gives the phone messages', () => {
    expect(errorsOf(schema, { ...valid, contact_no: '' }).contact_no).toEqual(['Phone number is required']);
    expect(errorsOf(schema, { ...valid, contact_no: '020 7946 0958 000 000' }).contact_no).toEqual([
      'Maximum 20 characters!',
    ]);
    expect(errorsOf(schema, { ...valid, contact_no: '555-0100' }).contact_no).toEqual(['Phone number is invalid']);
  });

  it('requires the privacy policy', () => {
    expect(errorsOf(schema, { ...valid, privacy_policy: false }).privacy_policy).toEqual([
      'Please agree to the privacy policy!',
    ]);
    const { privacy_policy: _left, ...withoutPolicy } = valid;
    expect(errorsOf(schema, withoutPolicy).privacy_policy).toEqual(['Please agree to the privacy policy!']);
  });

  it('reads the offers checkbox from JSON or multipart, off by default', () => {
    expect(outputOf(schema, { ...valid, is_subscribe: '0' }).is_subscribe).toBe(false);
    expect(outputOf(schema, { ...valid, is_subscribe: '1' }).is_subscribe).toBe(true);
    const { is_subscribe: _left, ...withoutOffers } = valid;
    expect(outputOf(schema, withoutOffers).is_subscribe).toBe(false);
  });
});

describe.each([
  ['business', BusinessRegistrationSchema, business],
  ['reseller', ResellerRegistrationSchema, reseller],
] as const)('%s company', (_name, schema, valid) => {
  it('is required and at most 200 characters', () => {
    expect(errorsOf(schema, { ...valid, company: '' }).company).toEqual(['Company name is required']);
    expect(errorsOf(schema, { ...valid, company: repeat(200) })).toEqual({});
    expect(errorsOf(schema, { ...valid, company: repeat(201) }).company).toEqual(['Maximum 200 characters!']);
  });
});

describe('reseller client count', () => {
  it('is one of the four options', () => {
    for (const designer_amount of DESIGNER_AMOUNTS)
      expect(errorsOf(ResellerRegistrationSchema, { ...reseller, designer_amount })).toEqual({});
    expect(errorsOf(ResellerRegistrationSchema, { ...reseller, designer_amount: '' }).designer_amount).toEqual([
      'Please select how may clients do you have',
    ]);
    expect(errorsOf(ResellerRegistrationSchema, { ...reseller, designer_amount: '100' }).designer_amount).toEqual([
      'Please select how may clients do you have',
    ]);
  });
});

describe('student', () => {
  it('needs a university of at most 1000 characters', () => {
    expect(errorsOf(StudentRegistrationSchema, { ...student, university: '' }).university).toEqual([
      'University name is required',
    ]);
    expect(errorsOf(StudentRegistrationSchema, { ...student, university: repeat(1000) })).toEqual({});
    expect(errorsOf(StudentRegistrationSchema, { ...student, university: repeat(1001) }).university).toEqual([
      'Maximum 1000 characters!',
    ]);
  });

  it('needs a proof file', () => {
    expect(errorsOf(StudentRegistrationSchema, { ...student, proof_file: undefined }).proof_file).toEqual([
      'Please upload proof of student file!',
    ]);
  });

  it.each([
    ['scan.jpg', 'image/jpeg'],
    ['scan.JPEG', 'image/jpeg'],
    ['scan.png', 'image/png'],
    ['card.pdf', 'application/pdf'],
    ['letter.doc', 'application/msword'],
    ['letter.docx', 'application/vnd.openxmlformats-officedocument.wordprocessingml.document'],
    ['letter.docx', ''],
  ])('takes %s (%s)', (name, type) => {
    const proof_file = new File([new Uint8Array(10)], name, { type });
    expect(errorsOf(StudentRegistrationSchema, { ...student, proof_file })).toEqual({});
  });

  it.each([
    ['scan.gif', 'image/gif'],
    ['run.exe', 'application/octet-stream'],
    ['fake.pdf', 'text/html'],
  ])('refuses %s (%s)', (name, type) => {
    const proof_file = new File([new Uint8Array(10)], name, { type });
    expect(errorsOf(StudentRegistrationSchema, { ...student, proof_file }).proof_file).toEqual([
      'Please upload a jpg, jpeg, png, pdf, doc or docx file',
    ]);
  });

  it('refuses a file over 5 MB', () => {
    const proof_file = new File([new Uint8Array(5 * 1024 * 1024 + 1)], 'big.pdf', { type: 'application/pdf' });
    expect(errorsOf(StudentRegistrationSchema, { ...student, proof_file }).proof_file).toEqual([
      'Maximum file size is 5 MB',
    ]);
  });
});
