import { ChatDemo } from './components/chat-demo';
import { CtaBanner } from './components/cta-banner';
import { FeatureGrid } from './components/feature-grid';
import { HeroSection } from './components/hero-section';
import { MoodEmojis } from './components/mood-emojis';
import { ThoughtStory } from './components/thought-story';

// The spec's landing page, top to bottom (the header and footer come from the public layout).
// Plain components only: no animation or chart libraries, emoji and icons instead of images.
export function LandingPage() {
  return (
    <>
      <HeroSection />
      <FeatureGrid />
      <ThoughtStory />
      <ChatDemo />
      <MoodEmojis />
      <CtaBanner />
    </>
  );
}
