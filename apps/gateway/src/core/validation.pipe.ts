import { ArgumentMetadata, BadRequestException, ValidationError, ValidationPipe } from '@nestjs/common';
import { CommonErrorCode } from '@maeum/contracts';
import { assertNoNulCharacters } from './nul-characters';

function flatten(errors: ValidationError[], parent = ''): { field: string; message: string }[] {
  return errors.flatMap((error) => {
    const field = parent ? `${parent}.${error.property}` : error.property;
    const own = Object.values(error.constraints ?? {}).map((message) => ({ field, message }));
    return [...own, ...flatten(error.children ?? [], field)];
  });
}

class EdgeValidationPipe extends ValidationPipe {
  override async transform(value: unknown, metadata: ArgumentMetadata) {
    if (metadata.type === 'body') assertNoNulCharacters(value);
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
