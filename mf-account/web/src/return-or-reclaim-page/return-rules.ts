import type { MemberOrderLine } from '@storefront/platform';
import type { ReturnSubmitRequest } from '../../../contract/returns';

export const maxCommentLength = 1000;

export interface LineChoice {
  /** As typed: the field may hold anything until the form is sent. */
  quantity: string;
  reasonId: string;
}

export interface ReturnProblems {
  /** Phrase key of a problem with the whole request. */
  form?: string;
  /** Phrase keys by line code. */
  lines: Record<string, { quantity?: string; reason?: string }>;
  comment?: string;
}

export const returnableLinesOf = (lines: MemberOrderLine[]) => lines.filter((line) => line.returnableQuantity > 0);

const quantityOf = (choice: LineChoice | undefined) => (choice && /^\d+$/.test(choice.quantity.trim()) ? Number(choice.quantity) : NaN);

/** What is wrong before anything is sent: at least one product, each chosen one within its quantity and with a reason. */
export function returnProblems(lines: MemberOrderLine[], choices: Record<string, LineChoice>, comment: string): ReturnProblems {
  const problems: ReturnProblems = { lines: {} };
  let chosen = 0;
  for (const line of returnableLinesOf(lines)) {
    const choice = choices[line.code];
    if (!choice || choice.quantity.trim() === '') continue;
    const quantity = quantityOf(choice);
    if (!(quantity >= 0 && quantity <= line.returnableQuantity)) {
      problems.lines[line.code] = { quantity: '/MyPages/Return/QuantityRange' };
      continue;
    }
    if (quantity === 0) continue;
    chosen += 1;
    if (!choice.reasonId) problems.lines[line.code] = { reason: '/MyPages/Return/ReasonRequired' };
  }
  if (chosen === 0 && Object.keys(problems.lines).length === 0) problems.form = '/MyPages/Return/ChooseOne';
  if (comment.length > maxCommentLength) problems.comment = '/MyPages/Return/CommentTooLong';
  return problems;
}

export const hasProblems = (problems: ReturnProblems) =>
  Boolean(problems.form || problems.comment || Object.keys(problems.lines).length > 0);

/** The request for the chosen lines (quantity above 0); the comment only when there is one. */
export function returnRequestOf(lines: MemberOrderLine[], choices: Record<string, LineChoice>, comment: string): ReturnSubmitRequest {
  const chosen = returnableLinesOf(lines).flatMap((line) => {
    const choice = choices[line.code];
    const quantity = quantityOf(choice);
    return choice && quantity > 0 ? [{ code: line.code, quantity, reasonId: choice.reasonId }] : [];
  });
  const trimmed = comment.trim();
  return { lines: chosen, ...(trimmed ? { comment: trimmed } : {}) };
}
