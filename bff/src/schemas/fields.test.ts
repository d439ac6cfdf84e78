import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import {
  CheckboxSchema,
  EmailSchema,
  FILE_TOO_LARGE_MESSAGE,
  HIDDEN_CHARACTERS_MESSAGE,
  MAX_UPLOAD_BYTES,
  NonEmptyTextSchema,
  OptionalCheckboxSchema,
  OptionalPhoneSchema,
  OptionalTextSchema,
  PasswordSchema,
  PhoneSchema,
  RequiredCheckboxSchema,
  RequiredChoiceSchema,
  RequiredTextSchema,
  UploadSchema,
  acceptAttribute,
  cleanPhoneInput,
  isAllowedUpload,
  isPhoneKeyAllowed,
  isUkPhoneNumber,
  maxMessage,
  minMessage,
} from './fields';
import { emailOfLength, errorsOf, outputOf, repeat } from './schema-test-utils';

const field = (schema: v.GenericSchema, value: unknown) => errorsOf(v.object({ value: schema }), { value }).value;

describe('messages', () => {
  it('words limits the way the spec does', () => {
    expect(maxMessage(60)).toBe('Maximum 60 characters!');
    expect(minMessage(7)).toBe('Minimum 7 characters');
  });
});

describe('RequiredTextSchema', () => {
  const schema = RequiredTextSchema('Name is required', 5);

  it('gives the required message for missing, empty and blank input', () => {
    expect(field(schema, undefined)).toEqual(['Name is required']);
    expect(field(schema, '')).toEqual(['Name is required']);
    expect(field(schema, '   ')).toEqual(['Name is required']);
  });

  it('counts the trimmed length and returns the trimmed text', () => {
    expect(outputOf(schema, '  abcde  ')).toBe('abcde');
    expect(field(schema, 'abcdef')).toEqual(['Maximum 5 characters!']);
  });

  it('refuses NUL, other control characters and bidi overrides, and keeps accents and apostrophes', () => {
    for (const hidden of ['Ann\u0000', 'A\u0007b', '\u202Egnp', 'ab\u2066c', 'a\u007Fb']) {
      expect(field(schema, hidden)).toEqual([HIDDEN_CHARACTERS_MESSAGE]);
    }
    expect(outputOf(schema, "Zoë")).toBe('Zoë');
    expect(outputOf(RequiredTextSchema('Name is required', 20), "O'Brien-Łukasz")).toBe("O'Brien-Łukasz");
  });
});

describe('OptionalTextSchema', () => {
  it('keeps line breaks in a message but refuses hidden characters', () => {
    const schema = OptionalTextSchema(50);
    expect(outputOf(schema, 'Line one\nLine two\tend')).toBe('Line one\nLine two\tend');
    expect(field(schema, 'see \u202Eattached')).toEqual([HIDDEN_CHARACTERS_MESSAGE]);
  });
});

describe('a left-out key', () => {
  it('gets the same message as an empty field', () => {
    const schema = v.object({
      name: RequiredTextSchema('Name is required', 5),
      title: RequiredChoiceSchema(['Mr.', 'Dr.'], 'Title is required'),
      ok: RequiredCheckboxSchema('Tick it'),
      file: UploadSchema({ extensions: ['pdf'], mimeTypes: [], typeMessage: 'PDF only' }, 'File is required'),
    });
    expect(errorsOf(schema, {})).toEqual({
      name: ['Name is required'],
      title: ['Title is required'],
      ok: ['Tick it'],
      file: ['File is required'],
    });
  });
});

describe('RequiredTextSchema with a minimum', () => {
  it('checks the minimum after presence', () => {
    const schema = RequiredTextSchema('Code is required', 8, 3);
    expect(field(schema, '')).toEqual(['Code is required']);
    expect(field(schema, ' ab ')).toEqual(['Minimum 3 characters']);
    expect(field(schema, 'abc')).toBeUndefined();
  });
});

describe('RequiredChoiceSchema', () => {
  it('accepts only its options, with one message', () => {
    const schema = RequiredChoiceSchema(['1-5', '50 +'], 'Pick one');
    expect(outputOf(schema, '50 +')).toBe('50 +');
    expect(field(schema, '')).toEqual(['Pick one']);
    expect(field(schema, '6-19')).toEqual(['Pick one']);
    expect(field(schema, 3)).toEqual(['Pick one']);
  });
});

describe('NonEmptyTextSchema', () => {
  it('asks for presence only and keeps the text as typed', () => {
    expect(field(NonEmptyTextSchema('Needed'), '')).toEqual(['Needed']);
    expect(field(NonEmptyTextSchema('Needed'), null)).toEqual(['Needed']);
    expect(outputOf(NonEmptyTextSchema('Needed'), ' x ')).toBe(' x ');
  });
});

describe('OptionalTextSchema', () => {
  it('turns a missing value into an empty text and bounds the length', () => {
    expect(outputOf(v.object({ a: OptionalTextSchema(3) }), {})).toEqual({ a: '' });
    expect(field(OptionalTextSchema(3), 'abcd')).toEqual(['Maximum 3 characters!']);
  });
});

describe('EmailSchema', () => {
  it('reports only the first broken rule: required, then length, then pattern', () => {
    expect(field(EmailSchema(), '')).toEqual(['Email is required']);
    expect(field(EmailSchema(), `${repeat(61)}`)).toEqual(['Maximum 60 characters!']);
    expect(field(EmailSchema(), 'not-an-email')).toEqual(['Email is invalid']);
  });

  it('accepts 60 characters, not 61', () => {
    expect(field(EmailSchema(), emailOfLength(60))).toBeUndefined();
    expect(field(EmailSchema(), emailOfLength(61))).toEqual(['Maximum 60 characters!']);
  });

  it('trims surrounding spaces', () => {
    expect(outputOf(EmailSchema(), ' jo@example.com ')).toBe('jo@example.com');
  });
});

describe('PasswordSchema', () => {
  it('defaults to 6 to 30 characters', () => {
    expect(field(PasswordSchema(), undefined)).toEqual(['Password is required']);
    expect(field(PasswordSchema(), '')).toEqual(['Password is required']);
    expect(field(PasswordSchema(), '12345')).toEqual(['Minimum 6 characters']);
    expect(field(PasswordSchema(), '123456')).toBeUndefined();
    expect(field(PasswordSchema(), repeat(30))).toBeUndefined();
    expect(field(PasswordSchema(), repeat(31))).toEqual(['Maximum 30 characters!']);
  });

  it('takes another minimum and never trims', () => {
    expect(field(PasswordSchema(7), '123456')).toEqual(['Minimum 7 characters']);
    expect(outputOf(PasswordSchema(), ' pass word ')).toBe(' pass word ');
  });
});

describe('phone numbers', () => {
  it.each(['0', '5', '9', '.', '-', ' ', '+'])('lets %j be typed', (key) => {
    expect(isPhoneKeyAllowed(key)).toBe(true);
  });

  it.each(['a', 'Z', '(', ')', '/', '#', '*', 'e', ','])('blocks %j', (key) => {
    expect(isPhoneKeyAllowed(key)).toBe(false);
  });

  it('leaves editing keys alone', () => {
    for (const key of ['Backspace', 'Delete', 'Tab', 'ArrowLeft', 'Enter']) expect(isPhoneKeyAllowed(key)).toBe(true);
  });

  it('cleans pasted text down to the allowed characters', () => {
    expect(cleanPhoneInput('+44 (0)20-7946.0958 ext')).toBe('+44 020-7946.0958 ');
  });

  it.each([
    '020 7946 0958',
    '07911 123456',
    '+44 7911 123456',
    '0044 20 7946 0958',
    '+44 020 7946 0958',
    '01632-960-001',
    '016977.1234',
  ])('accepts the UK number %j', (number) => {
    expect(isUkPhoneNumber(number)).toBe(true);
  });

  it.each(['12345', '+1 212 555 0100', '0000 000 000', '0791 1234', '+44 7911 12345678', '7911123456', '07911+123456'])(
    'refuses %j',
    (number) => {
      expect(isUkPhoneNumber(number)).toBe(false);
    },
  );

  it('gives the spec messages in order', () => {
    expect(field(PhoneSchema, undefined)).toEqual(['Phone number is required']);
    expect(field(PhoneSchema, ' ')).toEqual(['Phone number is required']);
    expect(field(PhoneSchema, '+44 20 7946 0958 0000')).toEqual(['Maximum 20 characters!']);
    expect(field(PhoneSchema, '12345')).toEqual(['Phone number is invalid']);
    expect(field(PhoneSchema, '+44 20 7946 0958')).toBeUndefined();
  });

  it('lets the optional phone be empty but not wrong', () => {
    expect(outputOf(v.object({ phone: OptionalPhoneSchema }), {})).toEqual({ phone: '' });
    expect(field(OptionalPhoneSchema, '')).toBeUndefined();
    expect(field(OptionalPhoneSchema, '123')).toEqual(['Phone number is invalid']);
    expect(field(OptionalPhoneSchema, repeat(21, '1'))).toEqual(['Maximum 20 characters!']);
  });
});

describe('CheckboxSchema', () => {
  it('reads booleans and the strings of a multipart body', () => {
    for (const input of [true, 'true', '1', 'on']) expect(outputOf(CheckboxSchema(), input)).toBe(true);
    for (const input of [false, 'false', '0']) expect(outputOf(CheckboxSchema(), input)).toBe(false);
  });

  it('refuses anything else with the given message', () => {
    expect(field(CheckboxSchema('Tick it'), 'yes')).toEqual(['Tick it']);
    expect(field(CheckboxSchema('Tick it'), undefined)).toEqual(['Tick it']);
  });

  it('can be left out, unticked', () => {
    expect(outputOf(v.object({ offers: OptionalCheckboxSchema() }), {})).toEqual({ offers: false });
  });

  it('can require a tick', () => {
    expect(field(RequiredCheckboxSchema('Tick it'), false)).toEqual(['Tick it']);
    expect(field(RequiredCheckboxSchema('Tick it'), '0')).toEqual(['Tick it']);
    expect(field(RequiredCheckboxSchema('Tick it'), '1')).toBeUndefined();
  });
});

describe('UploadSchema', () => {
  const rule = { extensions: ['pdf', 'png'], mimeTypes: ['application/pdf', 'image/png'], typeMessage: 'Wrong type' };
  const schema = UploadSchema(rule, 'File is required');
  const file = (name: string, type: string, size = 10) => new File([new Uint8Array(size)], name, { type });

  it('requires a non-empty file', () => {
    expect(field(schema, undefined)).toEqual(['File is required']);
    expect(field(schema, 'a.pdf')).toEqual(['File is required']);
    expect(field(schema, file('a.pdf', 'application/pdf', 0))).toEqual(['File is required']);
  });

  it('checks the extension, case-insensitively, and the declared type when there is one', () => {
    expect(field(schema, file('A.PDF', 'application/pdf'))).toBeUndefined();
    expect(field(schema, file('scan.png', ''))).toBeUndefined();
    expect(field(schema, file('scan.png', 'application/octet-stream'))).toBeUndefined();
    expect(field(schema, file('a.exe', 'application/pdf'))).toEqual(['Wrong type']);
    expect(field(schema, file('a.pdf', 'text/html'))).toEqual(['Wrong type']);
    expect(field(schema, file('pdf', 'application/pdf'))).toEqual(['Wrong type']);
    expect(isAllowedUpload(file('x.png', 'image/png'), rule)).toBe(true);
  });

  it('caps the size at 5 MB', () => {
    expect(MAX_UPLOAD_BYTES).toBe(5 * 1024 * 1024);
    expect(FILE_TOO_LARGE_MESSAGE).toBe('Maximum file size is 5 MB');
    expect(field(schema, file('a.pdf', 'application/pdf', MAX_UPLOAD_BYTES))).toBeUndefined();
    expect(field(schema, file('a.pdf', 'application/pdf', MAX_UPLOAD_BYTES + 1))).toEqual([
      'Maximum file size is 5 MB',
    ]);
  });

  it('builds an accept attribute', () => {
    expect(acceptAttribute(rule)).toBe('.pdf,.png,application/pdf,image/png');
  });
});
