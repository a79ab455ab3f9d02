import { releaseEndpoints, type RemoteArea } from '@nextlevel/bff/contract';
import { callApi } from '@nextlevel/shell/api';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { releasesKey } from './get-releases-overview';

/** The two moves a person makes on the Releases screen (issue #26 item 8). */
export type ReleaseMove = 'promote' | 'rollback';

/** POST /api/releases/:area/promote, or …/rollback (one step back: no `to`). */
export const moveRelease = (area: RemoteArea, move: ReleaseMove) =>
  move === 'promote'
    ? callApi(releaseEndpoints.promoteRelease, { params: { area } })
    : callApi(releaseEndpoints.rollbackRelease, { params: { area }, body: {} });

/** Makes the move; whatever it did or refused, the screen reads the releases again (another person or the bff may have moved them). */
export function useMoveRelease(area: RemoteArea) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (move: ReleaseMove) => moveRelease(area, move),
    onSettled: () => client.invalidateQueries({ queryKey: releasesKey }),
  });
}
