/**
 * One broken rule: where (a path of field names and row indexes, as zod paths are) and the exact
 * text to show. Validators return lists of these so a form and the API report the same thing.
 */
export type TRuleIssue = { path: (string | number)[]; message: string };

/** 'additionalDocuments.1.passingYear': the form the API reports paths in. */
export const joinRulePath = (path: readonly PropertyKey[]) => path.map(String).join('.');
