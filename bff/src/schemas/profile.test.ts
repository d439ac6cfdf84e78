import { describe, expect, it } from 'vitest';
import { ProfileSchema } from './profile';
import { errorsOf, outputOf, repeat } from './schema-test-utils';

describe('ProfileSchema', () => {
  it('needs the names only; phone and company may be empty', () => {
    expect(outputOf(ProfileSchema, { first_name: ' Jo ', last_name: 'Bloggs' })).toEqual({
      first_name: 'Jo',
      last_name: 'Bloggs',
      contact_no: '',
      company: '',
    });
  });

  it('gives the registration messages', () => {
    expect(errorsOf(ProfileSchema, { first_name: '', last_name: '' })).toEqual({
      first_name: ['First name is required'],
      last_name: ['Last name is required'],
    });
    expect(
      errorsOf(ProfileSchema, {
        first_name: repeat(61),
        last_name: repeat(61),
        contact_no: '12',
        company: repeat(201),
      }),
    ).toEqual({
      first_name: ['Maximum 60 characters!'],
      last_name: ['Maximum 60 characters!'],
      contact_no: ['Phone number is invalid'],
      company: ['Maximum 200 characters!'],
    });
  });
});
