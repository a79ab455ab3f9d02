import { IconHeart, IconLightbulb } from '@nextlevel/design-system';
import { areas } from '@nextlevel/bff/contract';
import { AreaLayout } from '@nextlevel/shell/area';

const links = [
  { to: '/members/apps/snippets', label: 'Snippets', icon: <IconLightbulb />, end: true },
  { to: '/members/apps/snippets/favorites', label: 'My Favorites', icon: <IconHeart /> },
];

/** The Snippets app's own frame (product §2): Back to Apps, Snippets, My Favorites, and the user block. */
export function SnippetsLayout() {
  return (
    <AreaLayout
      title={areas.members.title}
      links={links}
      back={{ to: '/members/apps', label: 'Back to Apps' }}
      signedOutHint="Sign in as a Member on the full site (same host name) to see the member area."
    />
  );
}
