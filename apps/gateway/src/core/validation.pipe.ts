import { ArgumentMetadata, BadRequestException, ValidationError, ValidationPipe } from '@nestjs/common';
import { CommonErrorCode } from '@maeum/contracts';
import { assertStorableText } from './storable-text';

function flatten(errors: ValidationError[], parent = ''): { field: string; message: string }[] {
  return errors.flatMap((error) => {
    const field = parent ? `${parent}.${error.property}` : error.property;
    const own = Object.values(error.constraints ?? {}).map((message) => ({ field, message }));
    return [...own, ...flatten(error.children ?? [], field)];
  });
}

const isDto = (metatype: ArgumentMetadata['metatype']) =>
  typeof metatype === 'function' && ![String, Boolean, Number, Array, Object].includes(metatype as never);

class EdgeValidationPipe extends ValidationPipe {
  override async transform(value: unknown, metadata: ArgumentMetadata) {
    if (metadata.type === 'body') {
      // class-validator validates nothing when there is no object (null, a list, a bare value):
      // such a body would reach the service as "no fields", which a PUT reads as "clear them all".
      if (isDto(metadata.metatype) && (value === null || typeof value !== 'object' || Array.isArray(value))) {
        const message = 'The request body must be a JSON object.';
        throw new BadRequestException({
          code: CommonErrorCode.validationFailed,
          message,
          errors: [{ field: 'body', message }],
        });
      }
      assertStorableText(value);
    }
    return super.transform(value, metadata);
  }
}

/** DTO validation at the edge: unknown fields are refused, and every problem is named by field. */
export function createValidationPipe(): ValidationPipe {
  return new EdgeValidationPipe({
    whitelist: true,
    forbidNonWhitelisted: true,
    transform: true,
    stopAtFirstError: true,
    exceptionFactory: (errors) => {
      const list = flatten(errors);
      return new BadRequestException({
        code: CommonErrorCode.validationFailed,
        message: list[0]?.message ?? 'Some fields are not valid.',
        errors: list,
      });
    },
  });
}
