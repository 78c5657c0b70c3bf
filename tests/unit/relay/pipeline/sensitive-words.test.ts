import { describe, expect, it } from 'vitest';
import { promptTexts, sensitiveWordIn, sensitiveWordsOf } from '../../../../services/relay/pipeline/sensitive-words';

describe('sensitive words', () => {
  const words = sensitiveWordsOf('  Forbidden \n\nsecret plan\r\n');

  it('reads the option one word a line, trimmed and lower-cased, blanks dropped', () => {
    expect(words).toEqual(['forbidden', 'secret plan']);
  });

  it('finds a word in any message, text part, prompt or input, without regard to case', () => {
    expect(sensitiveWordIn({ messages: [{ role: 'user', content: 'a FORBIDDEN thing' }] }, words)).toBe('forbidden');
    expect(sensitiveWordIn({ messages: [{ role: 'user', content: [{ type: 'text', text: 'the Secret Plan' }] }] }, words)).toBe('secret plan');
    expect(sensitiveWordIn({ prompt: ['fine', 'forbidden'] }, words)).toBe('forbidden');
    expect(sensitiveWordIn({ input: [{ role: 'user', content: [{ type: 'input_text', text: 'forbidden' }] }] }, words)).toBe('forbidden');
  });

  it('passes a clean prompt, and everything when no word is set', () => {
    expect(sensitiveWordIn({ messages: [{ role: 'user', content: 'hello' }] }, words)).toBeNull();
    expect(sensitiveWordIn({ messages: [{ role: 'user', content: 'forbidden' }] }, [])).toBeNull();
  });

  it('never reads fields that are not prompt text (a model name, an image URL)', () => {
    expect(
      promptTexts({ model: 'forbidden-model', messages: [{ role: 'user', content: [{ type: 'image_url', image_url: { url: 'https://x/forbidden.png' } }] }] }),
    ).toEqual([]);
  });
});
