import { useTranslation } from 'react-i18next';
import { ChatBubble } from './chat-bubble';
import { SectionHeading } from './section-heading';

const script = [
  { key: 'one', from: 'user' },
  { key: 'two', from: 'ai' },
  { key: 'three', from: 'user' },
  { key: 'four', from: 'ai' },
] as const;

/** A short scripted exchange, labelled as an example, with an "AI" label on the companion's lines. */
export function ChatDemo() {
  const { t } = useTranslation();

  return (
    <section aria-labelledby="demo-title" className="px-4 py-20 sm:px-6">
      <SectionHeading id="demo-title" title={t('landing.demo.title')} />
      <figure className="mx-auto mt-10 max-w-xl rounded-3xl bg-card p-4 shadow-sm sm:p-6">
        <figcaption className="mb-4 rounded-lg bg-muted px-3 py-2 text-center text-xs font-medium text-muted-foreground">
          {t('landing.demo.example')}
        </figcaption>
        <div className="flex flex-col gap-4">
          {script.map(({ key, from }) => (
            <ChatBubble
              key={key}
              from={from}
              aiLabel={t('landing.demo.ai')}
              userLabel={t('landing.demo.you')}
            >
              {t(`landing.demo.messages.${key}`)}
            </ChatBubble>
          ))}
        </div>
      </figure>
    </section>
  );
}
