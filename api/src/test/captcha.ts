import type { FastifyInstance } from 'fastify';
import type { Language } from 'shared-kernel';
import { formsText } from '../forms/texts.js';

/** What a person answers to the captcha's worded question: the sum of the two numbers it spells out. */
export async function answerQuestion(question: string, language: Language): Promise<string> {
  const t = await formsText(language);
  const values = new Map(Array.from({ length: 9 }, (_, index) => [t(`captcha.numbers.${index + 1}`), index + 1]));
  const terms = question
    .toLowerCase()
    .split(/[^\p{L}]+/u)
    .map((word) => values.get(word))
    .filter((value): value is number => value !== undefined);
  if (terms.length !== 2) throw new Error(`not a question of two numbers: ${question}`);
  return String(terms[0]! + terms[1]!);
}

/** A fresh captcha of `app`, answered as a person would (the question in the site's French). */
export async function solvedCaptcha(app: FastifyInstance, remoteAddress: string): Promise<{ captchaId: string; captchaAnswer: string }> {
  const response = await app.inject({ method: 'GET', url: '/api/forms/captcha?lang=fr', remoteAddress });
  const { id, question } = response.json<{ id: string; question: string }>();
  return { captchaId: id, captchaAnswer: await answerQuestion(question, 'fr') };
}
