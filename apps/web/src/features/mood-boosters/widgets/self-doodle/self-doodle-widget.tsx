import { Download, Eraser, Play, RotateCcw, Undo2 } from 'lucide-react';
import { useCallback, useEffect, useId, useRef, useState, type PointerEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { cn } from '../../../../shared/lib/cn';
import { Button } from '../../../../shared/ui/button';
import { formatSeconds, useCountdown } from '../use-countdown';
import type { BoosterWidgetProps } from '../widget-types';
import {
  BRUSH_SIZES,
  DOODLE_SECONDS,
  PEN_COLOURS,
  paintStrokes,
  type BrushSizeId,
  type PenColourId,
  type Stroke,
} from './self-doodle-data';
import './translations';
import { RadioChip } from '../../../../shared/ui/choice-chip';

type Status = 'idle' | 'started' | 'done';

/**
 * Doodle (spec 001 §2: 120 seconds): a free drawing canvas whose timer starts with the first stroke
 * or the Start button; at 0:00 drawing stops. Strokes are kept as data so Undo can repaint them.
 */
export function SelfDoodleWidget({ onEvent }: BoosterWidgetProps) {
  const { t } = useTranslation();
  const [colour, setColour] = useState<PenColourId>(PEN_COLOURS[0].id);
  const [size, setSize] = useState<BrushSizeId>('medium');
  const [strokes, setStrokes] = useState<Stroke[]>([]);
  const [status, setStatus] = useState<Status>('idle');
  const [saveFailed, setSaveFailed] = useState(false);
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const drawing = useRef<{ pointerId: number; stroke: Stroke } | null>(null);
  const strokesRef = useRef(strokes);
  strokesRef.current = strokes;
  const helpId = useId();
  const drawAgainRef = useRef<HTMLButtonElement>(null);

  const finish = useCallback(() => {
    const unfinished = drawing.current;
    drawing.current = null;
    const count = strokesRef.current.length + (unfinished ? 1 : 0);
    if (unfinished) setStrokes((list) => [...list, unfinished.stroke]);
    setStatus('done');
    onEvent('session_completed', { seconds: DOODLE_SECONDS, strokes: count });
  }, [onEvent]);
  const timer = useCountdown(DOODLE_SECONDS, finish);

  useEffect(() => {
    if (status === 'done') drawAgainRef.current?.focus();
  }, [status]);

  /** Repaints every stroke at the canvas's current size (after a resize, Undo or Clear). */
  const repaint = useCallback(() => {
    const canvas = canvasRef.current;
    const context = canvas?.getContext('2d');
    if (!canvas || !context) return;
    const ratio = window.devicePixelRatio || 1;
    const width = canvas.clientWidth;
    const height = canvas.clientHeight;
    if (canvas.width !== Math.round(width * ratio) || canvas.height !== Math.round(height * ratio)) {
      canvas.width = Math.round(width * ratio);
      canvas.height = Math.round(height * ratio);
    }
    context.setTransform(ratio, 0, 0, ratio, 0, 0);
    context.clearRect(0, 0, width, height);
    paintStrokes(context, strokesRef.current, width, height);
  }, []);

  useEffect(() => repaint(), [strokes, repaint]);

  useEffect(() => {
    const canvas = canvasRef.current;
    if (!canvas || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(() => repaint());
    observer.observe(canvas);
    return () => observer.disconnect();
  }, [repaint]);

  const start = () => {
    if (status !== 'idle') return;
    setStatus('started');
    timer.start();
    onEvent('session_started');
  };

  const pointAt = (event: PointerEvent<HTMLCanvasElement>): [number, number] => {
    const box = event.currentTarget.getBoundingClientRect();
    const x = (event.clientX - box.left) / (box.width || 1);
    const y = (event.clientY - box.top) / (box.height || 1);
    return [Math.min(1, Math.max(0, x)), Math.min(1, Math.max(0, y))];
  };

  const onPointerDown = (event: PointerEvent<HTMLCanvasElement>) => {
    if (status === 'done' || drawing.current) return;
    if (event.pointerType === 'mouse' && event.button !== 0) return;
    if (status === 'idle') start();
    event.currentTarget.setPointerCapture?.(event.pointerId);
    const pen = PEN_COLOURS.find((c) => c.id === colour) ?? PEN_COLOURS[0];
    const brush = BRUSH_SIZES.find((b) => b.id === size) ?? BRUSH_SIZES[1];
    drawing.current = {
      pointerId: event.pointerId,
      stroke: { colour: pen.value, width: brush.width, points: [pointAt(event)] },
    };
    const context = event.currentTarget.getContext('2d');
    if (context)
      paintStrokes(
        context,
        [drawing.current.stroke],
        event.currentTarget.clientWidth,
        event.currentTarget.clientHeight,
      );
  };

  const onPointerMove = (event: PointerEvent<HTMLCanvasElement>) => {
    const current = drawing.current;
    if (!current || current.pointerId !== event.pointerId) return;
    const points = current.stroke.points;
    const previous = points[points.length - 1];
    const next = pointAt(event);
    points.push(next);
    const context = event.currentTarget.getContext('2d');
    if (!context || !previous) return;
    // Only the new segment: repainting the whole drawing on every move would lag on phones.
    const { clientWidth: width, clientHeight: height } = event.currentTarget;
    context.strokeStyle = current.stroke.colour;
    context.lineWidth = current.stroke.width;
    context.lineCap = 'round';
    context.lineJoin = 'round';
    context.beginPath();
    context.moveTo(previous[0] * width, previous[1] * height);
    context.lineTo(next[0] * width, next[1] * height);
    context.stroke();
  };

  const onPointerEnd = (event: PointerEvent<HTMLCanvasElement>) => {
    const current = drawing.current;
    if (!current || current.pointerId !== event.pointerId) return;
    drawing.current = null;
    setStrokes((list) => [...list, current.stroke]);
  };

  const undo = () => setStrokes((list) => list.slice(0, -1));
  const clear = () => setStrokes([]);

  const drawAgain = () => {
    drawing.current = null;
    setStrokes([]);
    setSaveFailed(false);
    setStatus('idle');
    timer.reset();
  };

  const save = () => {
    const canvas = canvasRef.current;
    if (!canvas) return;
    try {
      // The paper colour goes under the strokes, or the PNG would be see-through.
      let source: HTMLCanvasElement = canvas;
      const copy = document.createElement('canvas');
      copy.width = canvas.width;
      copy.height = canvas.height;
      const context = copy.getContext('2d');
      if (context) {
        context.fillStyle = getComputedStyle(canvas).backgroundColor || '#ffffff';
        context.fillRect(0, 0, copy.width, copy.height);
        context.drawImage(canvas, 0, 0);
        source = copy;
      }
      const link = document.createElement('a');
      link.href = source.toDataURL('image/png');
      link.download = t('boosters.selfDoodle.fileName');
      link.click();
      setSaveFailed(false);
    } catch {
      setSaveFailed(true);
    }
  };

  const done = status === 'done';

  return (
    <section
      aria-label={t('boosters.selfDoodle.label')}
      className="mx-auto flex w-full max-w-2xl flex-col gap-5 rounded-2xl border bg-card p-4 text-card-foreground shadow-sm sm:p-8"
    >
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="flex min-w-0 flex-1 flex-col gap-1">
          <h2 className="text-xl font-semibold tracking-tight">{t('boosters.selfDoodle.heading')}</h2>
          <p className="text-sm text-muted-foreground">{t('boosters.selfDoodle.intro')}</p>
        </div>
        <div className="flex flex-col items-end">
          <span className="text-xs font-medium text-muted-foreground">
            {t('boosters.selfDoodle.timeLeft')}
          </span>
          <span
            role="timer"
            className={cn(
              'text-3xl font-semibold tabular-nums',
              done ? 'text-muted-foreground' : 'text-primary',
            )}
          >
            {formatSeconds(timer.remaining)}
          </span>
        </div>
      </div>

      <p aria-live="polite" className="sr-only">
        {status === 'started' ? t('boosters.selfDoodle.started') : null}
      </p>

      <div>
        <canvas
          ref={canvasRef}
          role="img"
          aria-label={t('boosters.selfDoodle.canvas')}
          aria-describedby={helpId}
          onPointerDown={onPointerDown}
          onPointerMove={onPointerMove}
          onPointerUp={onPointerEnd}
          onPointerCancel={onPointerEnd}
          className={cn(
            'block aspect-[4/3] w-full touch-none rounded-2xl border bg-background',
            done ? 'cursor-default' : 'cursor-crosshair',
          )}
        />
      </div>
      <p id={helpId} className="-mt-2 text-xs text-muted-foreground">
        {t('boosters.selfDoodle.canvasHelp')}
      </p>
      {done ? (
        <div className="flex animate-fade-in flex-col items-center gap-3 rounded-2xl bg-primary/10 p-4 text-center">
          <p role="status" className="text-base font-medium text-balance">
            {t('boosters.selfDoodle.timesUp')}
          </p>
          <Button ref={drawAgainRef} onClick={drawAgain}>
            <RotateCcw aria-hidden="true" />
            {t('boosters.selfDoodle.drawAgain')}
          </Button>
        </div>
      ) : null}

      <div className="flex flex-col gap-4 sm:flex-row sm:items-start sm:justify-between">
        <fieldset className="flex flex-col gap-2">
          <legend className="mb-2 text-sm font-medium">{t('boosters.selfDoodle.colours')}</legend>
          <div className="flex flex-wrap gap-2">
            {PEN_COLOURS.map((pen) => (
              <label key={pen.id} className="relative cursor-pointer">
                <input
                  type="radio"
                  name={`${helpId}-colour`}
                  value={pen.id}
                  checked={colour === pen.id}
                  onChange={() => setColour(pen.id)}
                  className="peer sr-only"
                />
                <span className="sr-only">{t(`boosters.selfDoodle.colour.${pen.id}`)}</span>
                <span
                  aria-hidden="true"
                  style={{ backgroundColor: pen.value }}
                  className="block size-9 rounded-full border-2 border-transparent ring-offset-2 ring-offset-card transition-shadow peer-checked:ring-2 peer-checked:ring-foreground peer-focus-visible:outline-2 peer-focus-visible:outline-offset-4 peer-focus-visible:outline-ring"
                />
              </label>
            ))}
          </div>
        </fieldset>

        <fieldset className="flex flex-col gap-2">
          <legend className="mb-2 text-sm font-medium">{t('boosters.selfDoodle.sizes')}</legend>
          <div className="flex gap-2">
            {BRUSH_SIZES.map((brush) => (
              <RadioChip
                key={brush.id}
                tone="soft"
                name={`${helpId}-size`}
                value={brush.id}
                checked={size === brush.id}
                onChange={() => setSize(brush.id)}
                className="h-9 gap-2 py-0"
              >
                <span
                  aria-hidden="true"
                  className="rounded-full bg-current"
                  style={{ width: Math.max(4, brush.width * 0.8), height: Math.max(4, brush.width * 0.8) }}
                />
                {t(`boosters.selfDoodle.size.${brush.id}`)}
              </RadioChip>
            ))}
          </div>
        </fieldset>
      </div>

      <div className="flex flex-wrap gap-2 border-t pt-4">
        {status === 'idle' ? (
          <Button onClick={start}>
            <Play aria-hidden="true" />
            {t('boosters.selfDoodle.start')}
          </Button>
        ) : null}
        <Button variant="outline" onClick={undo} disabled={done || strokes.length === 0}>
          <Undo2 aria-hidden="true" />
          {t('boosters.selfDoodle.undo')}
        </Button>
        <Button variant="outline" onClick={clear} disabled={done || strokes.length === 0}>
          <Eraser aria-hidden="true" />
          {t('boosters.selfDoodle.clear')}
        </Button>
        <Button variant="secondary" onClick={save} disabled={strokes.length === 0}>
          <Download aria-hidden="true" />
          {t('boosters.selfDoodle.save')}
        </Button>
      </div>
      {saveFailed ? (
        <p role="alert" className="text-sm text-destructive">
          {t('boosters.selfDoodle.saveFailed')}
        </p>
      ) : null}
    </section>
  );
}
