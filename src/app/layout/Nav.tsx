import React, { type ReactNode } from 'react';
import styled from 'styled-components';
import { useTranslation } from 'gatsby-plugin-react-i18next';
import type { NavChannel } from '../../lib/site-data';
import { media, theme } from '../../styles/theme';
import { LocalizedLink } from '../../components/ui/LocalizedLink';

/**
 * The channel navigation: top-level entries with their children (a dropdown on desktop), then
 * `action` (the visitor registration, as a button); `children` follow the list (the mobile menu's extras).
 */
export function Nav({ id, channels, open, action, children }: { id: string; channels: NavChannel[]; open: boolean; action?: ReactNode; children?: ReactNode }) {
  const { t } = useTranslation();
  return (
    <Menu id={id} aria-label={t('nav.label')} data-open={open}>
      <ul>
        {channels.map((channel) => (
          <li key={channel.id}>
            <ChannelLink channel={channel} />
            {channel.children && channel.children.length > 0 ? (
              <ul>
                {channel.children.map((child) => (
                  <li key={child.id}>
                    <ChannelLink channel={child} />
                  </li>
                ))}
              </ul>
            ) : null}
          </li>
        ))}
        {action ? <li className="action">{action}</li> : null}
      </ul>
      {children}
    </Menu>
  );
}

/** A channel's `url` is an outside link and wins; its `path` is a language-neutral site path. */
function ChannelLink({ channel }: { channel: NavChannel }) {
  const newWindow = channel.newWindow ? { target: '_blank', rel: 'noopener noreferrer' } : {};
  if (channel.url) {
    return (
      <a href={channel.url} {...newWindow}>
        {channel.title}
      </a>
    );
  }
  if (channel.path) {
    return (
      <LocalizedLink to={channel.path} activeClassName="active" partiallyActive={channel.path !== '/'} {...newWindow}>
        {channel.title}
      </LocalizedLink>
    );
  }
  return <span>{channel.title}</span>;
}

const Menu = styled.nav`
  display: none;
  &[data-open='true'] {
    display: block;
  }
  ul {
    list-style: none;
    margin: 0;
    padding: 0;
  }
  > ul {
    padding-bottom: ${theme.space(3)};
  }
  li {
    position: relative;
  }
  a,
  span {
    display: block;
    padding: ${theme.space(2)} 0;
  }
  a.active {
    color: ${theme.colors.butter};
  }
  li.action a {
    color: ${theme.colors.butter};
    font-weight: 700;
  }
  li ul {
    padding-left: ${theme.space(4)};
    font-size: 0.9rem;
  }
  ${media.desktop} {
    display: block;
    > ul {
      display: flex;
      flex-wrap: wrap;
      gap: ${theme.space(6)};
      padding-bottom: 0;
    }
    a,
    span {
      padding: ${theme.space(3)} 0;
    }
    li ul {
      display: none;
      position: absolute;
      top: 100%;
      left: -${theme.space(3)};
      z-index: 5;
      min-width: 180px;
      padding: ${theme.space(2)} ${theme.space(3)};
      background: ${theme.colors.crustDark};
      box-shadow: ${theme.shadow};
    }
    li:hover > ul,
    li:focus-within > ul {
      display: block;
    }
    li ul a {
      padding: ${theme.space(1)} 0;
      white-space: nowrap;
    }
    li.action {
      margin-left: auto;
      align-self: center;
    }
    li.action a {
      padding: ${theme.space(1.5)} ${theme.space(4)};
      border-radius: 999px;
      background: ${theme.colors.butter};
      color: ${theme.colors.crustDark};
    }
    li.action a:hover {
      background: ${theme.colors.cream};
      color: ${theme.colors.crustDark};
    }
  }
`;
