import {
  ERROR_MESSAGES,
  type TEventRegistrationResult,
  TOAST_MESSAGES,
  ZEventRegistrationResult,
} from '@portal/contract';
import { useMutation } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';
import { storeIsEvent } from '../../../lib/session.ts';

/**
 * POST /otp/register/event?eventCode= (§7): registers the signed-in student for the event and answers
 * the reference id and the event. Registering again is harmless (the same answer).
 */
export async function registerForEvent(eventCode: string): Promise<TEventRegistrationResult> {
  const response = await apiClient.post('/otp/register/event', null, { params: { eventCode } });
  return ZEventRegistrationResult.parse(response.data);
}

/**
 * §7 toast 'Registered successfully!'; §8 the server's message or 'Failed to Register!'. A registered
 * student is an event user (§6): the session flag isEvent becomes 'true', whatever the check before
 * sign-in found (SSU's code is kept even when that check failed).
 */
export const useRegisterForEvent = () =>
  useMutation({
    mutationFn: registerForEvent,
    onSuccess: () => storeIsEvent(true),
    meta: { successMessage: TOAST_MESSAGES.eventRegistered, errorMessage: ERROR_MESSAGES.register },
  });
