import { joinRulePath, type TStudentProfile, ZStudentProfileUpdate } from '@portal/contract';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import {
  type DefaultValues,
  type FieldValues,
  type Path,
  type UseFormReturn,
  useForm,
} from 'react-hook-form';
import { fieldErrorsOf } from '../../../lib/api-error.ts';
import { useUpdateStudentProfile } from '../api/update-student-profile.ts';
import type { TSavePlan } from '../profile-fields.ts';

export type TSectionEditor<TValues extends FieldValues> = {
  form: UseFormReturn<TValues>;
  isEditing: boolean;
  isSaving: boolean;
  /** The save waits for the network (the browser is offline): what was typed is kept; Cancel drops it. */
  isWaitingForNetwork: boolean;
  /** A broken rule whose field is not in this section (none expected; shown above the buttons). */
  formError: string | null;
  startEdit: () => void;
  cancel: () => void;
  submit: (event: FormEvent<HTMLFormElement>) => void;
};

/**
 * §4 Profile sections: view → Edit → edit → Save → view on success. Save sends only the changed fields,
 * after the contract's update schema (the very rules the server applies) has passed in the browser: its
 * issues, and a 400's errors[], land on the fields by path, and the section stays in edit mode with what
 * was typed. Nothing changed: back to view mode without a request.
 */
export function useSectionEditor<TValues extends FieldValues>(
  profile: TStudentProfile,
  valuesOf: (profile: TStudentProfile) => TValues,
  planOf: (values: TValues, profile: TStudentProfile) => TSavePlan,
): TSectionEditor<TValues> {
  const form = useForm<TValues>({ defaultValues: valuesOf(profile) as DefaultValues<TValues> });
  const [isEditing, setIsEditing] = useState(false);
  const [formError, setFormError] = useState<string | null>(null);
  const update = useUpdateStudentProfile();
  const pendingSave = useRef<AbortController | null>(null);
  // Read during render: react-hook-form only tracks the form state a component reads.
  const isDirty = isEditing && form.formState.isDirty;

  // Unsaved edits: a reload or closing the tab asks first (the browser words the question).
  useEffect(() => {
    if (!isDirty) return;
    const warn = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [isDirty]);

  // The fields that have shown an error: each change checks them again (the rule a field broke may
  // involve another field, as the two-year rule does), so a fixed value loses its message at once.
  const shownFields = useRef(new Set<string>());
  useEffect(() => {
    if (!isEditing) return;
    const subscription = form.watch((values) => {
      if (shownFields.current.size === 0) return;
      const { changes, fieldOf } = planOf(values as TValues, profile);
      const checked = ZStudentProfileUpdate.safeParse(changes);
      const current = new Map<string, string>();
      for (const issue of checked.success ? [] : checked.error.issues) {
        const field = fieldOf(joinRulePath(issue.path));
        if (field && !current.has(field)) current.set(field, issue.message);
      }
      for (const field of shownFields.current) {
        const name = field as Path<TValues>;
        const message = current.get(field);
        const shown = form.getFieldState(name).error?.message;
        if (message === shown) continue;
        if (message) form.setError(name, { type: 'rule', message });
        else form.clearErrors(name);
      }
    });
    return () => subscription.unsubscribe();
  }, [form, isEditing, planOf, profile]);

  const showIssues = (
    issues: readonly { path: string; message: string }[],
    fieldOf: TSavePlan['fieldOf'],
  ) => {
    let isFirst = true;
    for (const { path, message } of issues) {
      const field = fieldOf(path);
      if (!field) {
        setFormError((current) => current ?? message);
        continue;
      }
      // The first message on a field stays (the server lists the first broken rule first).
      if (form.getFieldState(field as Path<TValues>).error) continue;
      form.setError(field as Path<TValues>, { type: 'rule', message }, { shouldFocus: isFirst });
      shownFields.current.add(field);
      isFirst = false;
    }
  };

  const save = async (values: TValues) => {
    const { changes, fieldOf } = planOf(values, profile);
    if (Object.keys(changes).length === 0) {
      setIsEditing(false);
      return;
    }
    const checked = ZStudentProfileUpdate.safeParse(changes);
    if (!checked.success) {
      showIssues(
        checked.error.issues.map((issue) => ({ path: joinRulePath(issue.path), message: issue.message })),
        fieldOf,
      );
      return;
    }
    const controller = new AbortController();
    pendingSave.current = controller;
    try {
      await update.mutateAsync({ changes: checked.data, signal: controller.signal });
      setIsEditing(false);
    } catch (error) {
      if (controller.signal.aborted) return; // Cancelled: the section has left edit mode.
      // The toast (debugMessage or §8's fallback) comes from the query client.
      showIssues(fieldErrorsOf(error), fieldOf);
    }
  };

  return {
    form,
    isEditing,
    isSaving: update.isPending,
    isWaitingForNetwork: update.isPaused,
    formError,
    startEdit: () => {
      shownFields.current.clear();
      form.reset(valuesOf(profile));
      setFormError(null);
      setIsEditing(true);
    },
    cancel: () => {
      // A save waiting for the network is dropped: it is not sent when the network comes back.
      pendingSave.current?.abort();
      pendingSave.current = null;
      update.reset();
      shownFields.current.clear();
      form.reset(valuesOf(profile));
      setFormError(null);
      setIsEditing(false);
    },
    submit: (event) => {
      event.preventDefault();
      form.clearErrors();
      setFormError(null);
      void save(form.getValues());
    },
  };
}
