import { Plus, X } from 'lucide-react';
import { useId, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { cn } from '../../../../shared/lib/cn';
import { Button } from '../../../../shared/ui/button';
import { useReducedMotion } from '../use-reduced-motion';
import type { BoosterWidgetProps } from '../widget-types';
import {
  DEFAULT_INTENSITY,
  MAX_INTENSITY,
  MAX_PLANETS,
  MIN_INTENSITY,
  PLANET_COLOURS,
  SKY_SIZE,
  SUN_RADIUS,
  orbitRadius,
  orbitSeconds,
  planetRadius,
  startAngle,
  type Planet,
  type PlanetColourId,
} from './orbit-data';
import './translations';

const CENTRE = SKY_SIZE / 2;
const colourOf = (id: PlanetColourId) =>
  PLANET_COLOURS.find((c) => c.id === id)?.value ?? PLANET_COLOURS[0].value;

/**
 * Emotion solar system (spec 001 §2, §5): name a feeling (required, trimmed), rate it 1-10 and pick
 * one of 8 colours; it orbits "You", bigger and closer the stronger it is.
 */
export function OrbitWidget({ onEvent }: BoosterWidgetProps) {
  const { t } = useTranslation();
  const reducedMotion = useReducedMotion();
  const [planets, setPlanets] = useState<Planet[]>([]);
  const [name, setName] = useState('');
  const [intensity, setIntensity] = useState(DEFAULT_INTENSITY);
  const [colour, setColour] = useState<PlanetColourId>(PLANET_COLOURS[0].id);
  const [nameError, setNameError] = useState(false);
  const [message, setMessage] = useState<string | null>(null);
  const nextId = useRef(1);
  const nameRef = useRef<HTMLInputElement>(null);
  const baseId = useId();
  const full = planets.length >= MAX_PLANETS;

  const add = (event: FormEvent) => {
    event.preventDefault();
    if (full) return;
    const trimmed = name.trim();
    if (!trimmed) {
      setNameError(true);
      nameRef.current?.focus();
      return;
    }
    const id = nextId.current++;
    setPlanets((list) => [...list, { id, name: trimmed, intensity, colour }]);
    setName('');
    setNameError(false);
    setMessage(t('boosters.orbit.added', { name: trimmed }));
    // Only the number: the feeling's name is the person's own words and stays on the page.
    onEvent('item_added', { intensity });
    nameRef.current?.focus();
  };

  const remove = (planet: Planet) => {
    setPlanets((list) => list.filter((p) => p.id !== planet.id));
    setMessage(t('boosters.orbit.removed', { name: planet.name }));
    nameRef.current?.focus();
  };

  // Inner (stronger) planets drawn last, so a big close one is never hidden under a far one.
  const drawOrder = [...planets].sort((a, b) => a.intensity - b.intensity);
  const orbits = [...new Set(planets.map((p) => orbitRadius(p.intensity)))];

  return (
    <section
      aria-label={t('boosters.orbit.label')}
      className="mx-auto flex w-full max-w-2xl flex-col gap-6 rounded-2xl border bg-card p-5 text-card-foreground shadow-sm sm:p-8"
    >
      <div className="flex flex-col gap-1">
        <h2 className="text-xl font-semibold tracking-tight">{t('boosters.orbit.heading')}</h2>
        <p className="text-sm text-muted-foreground">{t('boosters.orbit.intro')}</p>
      </div>

      <div className="mx-auto w-full max-w-80">
        <svg
          viewBox={`0 0 ${SKY_SIZE} ${SKY_SIZE}`}
          role="img"
          aria-label={
            planets.length > 0
              ? t('boosters.orbit.sky', { count: planets.length })
              : t('boosters.orbit.emptySky')
          }
          className="block size-full overflow-visible"
        >
          <circle cx={CENTRE} cy={CENTRE} r={CENTRE - 2} className="fill-primary/5" />
          {orbits.map((radius) => (
            <circle
              key={radius}
              cx={CENTRE}
              cy={CENTRE}
              r={radius}
              fill="none"
              strokeDasharray="2 5"
              className="stroke-muted-foreground/35"
            />
          ))}
          <circle cx={CENTRE} cy={CENTRE} r={SUN_RADIUS + 8} className="fill-primary/10" />
          <circle cx={CENTRE} cy={CENTRE} r={SUN_RADIUS} className="fill-primary" />
          <text
            x={CENTRE}
            y={CENTRE}
            textAnchor="middle"
            dominantBaseline="central"
            className="fill-primary-foreground text-[13px] font-semibold"
          >
            {t('boosters.orbit.you')}
          </text>
          {drawOrder.map((planet) => {
            const angle = (startAngle(planet.id) * Math.PI) / 180;
            const radius = orbitRadius(planet.intensity);
            return (
              <g
                key={planet.id}
                data-testid="planet"
                className={cn(!reducedMotion && 'animate-spin')}
                style={{
                  animationDuration: `${orbitSeconds(planet.intensity)}s`,
                  transformOrigin: `${CENTRE}px ${CENTRE}px`,
                  transformBox: 'view-box',
                }}
              >
                <circle
                  cx={CENTRE + radius * Math.cos(angle)}
                  cy={CENTRE + radius * Math.sin(angle)}
                  r={planetRadius(planet.intensity)}
                  fill={colourOf(planet.colour)}
                  strokeWidth={2}
                  className="stroke-card"
                />
              </g>
            );
          })}
        </svg>
      </div>

      <p aria-live="polite" className="min-h-6 text-center text-sm font-medium text-primary">
        {message}
      </p>

      <form onSubmit={add} noValidate className="flex flex-col gap-5 rounded-2xl bg-muted/60 p-4 sm:p-5">
        <div className="flex flex-col gap-2">
          <label htmlFor={`${baseId}-name`} className="text-sm font-medium">
            {t('boosters.orbit.name')}
          </label>
          <input
            id={`${baseId}-name`}
            ref={nameRef}
            value={name}
            onChange={(event) => {
              setName(event.target.value);
              if (event.target.value.trim()) setNameError(false);
            }}
            placeholder={t('boosters.orbit.namePlaceholder')}
            maxLength={40}
            aria-required="true"
            aria-invalid={nameError || undefined}
            aria-describedby={nameError ? `${baseId}-name-error` : undefined}
            className={cn(
              'h-11 w-full rounded-xl border border-input bg-background px-4 text-base placeholder:text-muted-foreground/80 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring',
              nameError && 'border-destructive',
            )}
          />
          {nameError ? (
            <p id={`${baseId}-name-error`} role="alert" className="text-sm text-destructive">
              {t('boosters.orbit.nameRequired')}
            </p>
          ) : null}
        </div>

        <div className="flex flex-col gap-2">
          <div className="flex items-baseline justify-between gap-3">
            <label htmlFor={`${baseId}-intensity`} className="text-sm font-medium">
              {t('boosters.orbit.intensity')}
            </label>
            <output
              htmlFor={`${baseId}-intensity`}
              className="text-lg font-semibold tabular-nums text-primary"
            >
              {t('boosters.orbit.intensityValue', { value: intensity })}
            </output>
          </div>
          <input
            id={`${baseId}-intensity`}
            type="range"
            min={MIN_INTENSITY}
            max={MAX_INTENSITY}
            step={1}
            value={intensity}
            onChange={(event) => setIntensity(Number(event.target.value))}
            className="h-6 w-full cursor-pointer accent-primary"
          />
          <div aria-hidden="true" className="flex justify-between text-xs text-muted-foreground">
            <span>{t('boosters.orbit.intensityLow')}</span>
            <span>{t('boosters.orbit.intensityHigh')}</span>
          </div>
        </div>

        <fieldset className="flex flex-col gap-2">
          <legend className="mb-2 text-sm font-medium">{t('boosters.orbit.colour')}</legend>
          <div className="flex flex-wrap gap-2">
            {PLANET_COLOURS.map((option) => (
              <label key={option.id} className="cursor-pointer">
                <input
                  type="radio"
                  name={`${baseId}-colour`}
                  value={option.id}
                  checked={colour === option.id}
                  onChange={() => setColour(option.id)}
                  className="peer sr-only"
                />
                <span className="sr-only">{t(`boosters.orbit.colours.${option.id}`)}</span>
                <span
                  aria-hidden="true"
                  style={{ backgroundColor: option.value }}
                  className="block size-9 rounded-full ring-offset-2 ring-offset-muted transition-shadow peer-checked:ring-2 peer-checked:ring-foreground peer-focus-visible:outline-2 peer-focus-visible:outline-offset-4 peer-focus-visible:outline-ring"
                />
              </label>
            ))}
          </div>
        </fieldset>

        {full ? (
          <p className="text-sm text-muted-foreground">{t('boosters.orbit.full', { max: MAX_PLANETS })}</p>
        ) : null}
        <Button type="submit" size="lg" disabled={full} className="self-start">
          <Plus aria-hidden="true" />
          {t('boosters.orbit.add')}
        </Button>
      </form>

      {planets.length > 0 ? (
        <div className="flex flex-col gap-3">
          <h3 className="text-base font-semibold">{t('boosters.orbit.list', { count: planets.length })}</h3>
          <ul className="flex flex-col gap-2">
            {planets.map((planet) => (
              <li key={planet.id} className="flex items-center gap-3 rounded-2xl bg-muted px-4 py-2">
                <span
                  aria-hidden="true"
                  className="size-4 shrink-0 rounded-full"
                  style={{ backgroundColor: colourOf(planet.colour) }}
                />
                <span className="min-w-0 flex-1 break-words">
                  <span className="font-medium">{planet.name}</span>{' '}
                  <span className="text-sm text-muted-foreground">
                    · {t('boosters.orbit.planetIntensity', { value: planet.intensity })}
                  </span>
                </span>
                <Button
                  variant="ghost"
                  size="sm"
                  onClick={() => remove(planet)}
                  aria-label={t('boosters.orbit.removeLabel', { name: planet.name })}
                  className="shrink-0"
                >
                  <X aria-hidden="true" />
                  <span className="sr-only sm:not-sr-only">{t('boosters.orbit.remove')}</span>
                </Button>
              </li>
            ))}
          </ul>
        </div>
      ) : null}
    </section>
  );
}
