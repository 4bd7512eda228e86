import { ValidateBy } from 'class-validator';

// Implicit conversion has already turned the string "false" into `true` by the time a Transform
// sees `value`, so read the raw variable from `obj`.
export const toBool = ({
  key,
  obj,
  value,
}: {
  key: string;
  obj: Record<string, unknown>;
  value: unknown;
}) => {
  const raw = obj[key];
  return typeof raw === 'string' ? ['1', 'true', 'yes', 'on'].includes(raw.trim().toLowerCase()) : value;
};

/** Validators read NODE_ENV from the config being validated (the process fragment declares it). */
export const inProduction = (config: { NODE_ENV?: string }) => config.NODE_ENV === 'production';

/** A switch that must stay off when NODE_ENV=production, whatever the variable says. */
export const OffInProduction = () =>
  ValidateBy({
    name: 'offInProduction',
    validator: {
      validate: (value, args) => !(value === true && inProduction(args?.object ?? {})),
      defaultMessage: (args) => `${args!.property} must be false when NODE_ENV=production`,
    },
  });
