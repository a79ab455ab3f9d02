import { memberSettingsEndpoints, type MemberSettingsInput } from '@nextlevel/bff/contract';
import { callApi } from '@nextlevel/shell/api';
import { useAuth } from '@nextlevel/shell/auth';
import { useMutation } from '@tanstack/react-query';

/** PUT /api/members/settings; a blank password has already been left out by the schema. */
export const updateSettings = (input: MemberSettingsInput) => callApi(memberSettingsEndpoints.updateMemberSettings, { body: input });

/** product §7: after a save the current user is the one answered, so the sidebar shows the new name at once. */
export const useUpdateSettings = () =>
  useMutation({
    mutationFn: updateSettings,
    onSuccess: ({ user }) => {
      // The answer is the account as stored: this session's first visit (issue #24.14) stays one.
      const firstVisit = useAuth.getState().user?.first_visit;
      useAuth.getState().setUser(firstVisit ? { ...user, first_visit: firstVisit } : user);
    },
  });
