import { BadRequestException } from '@nestjs/common';
import { assertStorableText } from './storable-text';

const problemOf = (body: unknown) => {
  try {
    assertStorableText(body);
    return undefined;
  } catch (error) {
    expect(error).toBeInstanceOf(BadRequestException);
    return ((error as BadRequestException).getResponse() as { errors: unknown[] }).errors[0];
  }
};

describe('assertStorableText', () => {
  it('passes any real text, emoji and Korean included', () => {
    expect(
      problemOf({ name: '마음 😀', note: 'e\u0301', nested: { list: ['calm', 42, null] } }),
    ).toBeUndefined();
  });

  it('names the field that holds a NUL character or a lone surrogate', () => {
    expect(problemOf({ a: { b: 'x\u0000y' } })).toEqual({
      field: 'a.b',
      message: 'Text must not contain NUL characters.',
    });
    expect(problemOf({ email: '\uD800' })).toEqual({
      field: 'email',
      message: 'Text must be valid Unicode.',
    });
    expect(problemOf({ list: ['ok', 'tail \uDC00'] })).toEqual({
      field: 'list.1',
      message: 'Text must be valid Unicode.',
    });
    expect(problemOf('\uDBFF')).toEqual({ field: 'body', message: 'Text must be valid Unicode.' });
  });
});
