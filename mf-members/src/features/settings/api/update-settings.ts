import type { CurrentUser, MemberSettingsInput } from '@nextlevel/bff/contract';
import { api } from '@nextlevel/bff/contract';
import { apiRequest } from '@nextlevel/shell/api';
import { useAuth } from '@nextlevel/shell/auth';
import { useMutation } from '@tanstack/react-query';

export interface UpdateSettingsResponse {
  message?: string;
  user?: CurrentUser;
}

/** PUT /api/members/settings; a blank password has already been left out by the schema. */
export const updateSettings = (input: MemberSettingsInput) =>
  apiRequest<UpdateSettingsResponse>(api.memberSettings, { method: 'PUT', body: input });

/** product §7: after a save the current user is refreshed, so the sidebar shows the new name at once. */
export const useUpdateSettings = () =>
  useMutation({
    mutationFn: updateSettings,
    onSuccess: async (response) => {
      // The answer is the account as stored: this session's first visit (issue #24.14) stays one.
      const firstVisit = useAuth.getState().user?.first_visit;
      if (response?.user) useAuth.getState().setUser(firstVisit ? { ...response.user, first_visit: firstVisit } : response.user);
      else await useAuth.getState().load();
    },
  });
