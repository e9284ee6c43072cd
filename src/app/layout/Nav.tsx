import React, { type ReactNode } from 'react';
import styled from 'styled-components';
import { useTranslation } from 'gatsby-plugin-react-i18next';
import type { NavChannel } from '../../lib/site-data';
import { media } from '../../styles/theme';
import { LocalizedLink } from '../../components/ui/LocalizedLink';

/** The channel navigation: top-level entries with their children (a dropdown on desktop); `children` follow the list (the mobile menu's extras). */
export function Nav({ id, channels, open, children }: { id: string; channels: NavChannel[]; open: boolean; children?: ReactNode }) {
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
    padding-bottom: ${({ theme }) => theme.space(3)};
  }
  li {
    position: relative;
  }
  a,
  span {
    display: block;
    padding: ${({ theme }) => theme.space(2)} 0;
  }
  a.active {
    color: ${({ theme }) => theme.colors.butter};
  }
  li ul {
    padding-left: ${({ theme }) => theme.space(4)};
    font-size: 0.9rem;
  }
  ${media.desktop} {
    display: block;
    > ul {
      display: flex;
      flex-wrap: wrap;
      gap: ${({ theme }) => theme.space(6)};
      padding-bottom: 0;
    }
    a,
    span {
      padding: ${({ theme }) => theme.space(3)} 0;
    }
    li ul {
      display: none;
      position: absolute;
      top: 100%;
      left: -${({ theme }) => theme.space(3)};
      z-index: 5;
      min-width: 180px;
      padding: ${({ theme }) => theme.space(2)} ${({ theme }) => theme.space(3)};
      background: ${({ theme }) => theme.colors.crustDark};
      box-shadow: ${({ theme }) => theme.shadow};
    }
    li:hover > ul,
    li:focus-within > ul {
      display: block;
    }
    li ul a {
      padding: ${({ theme }) => theme.space(1)} 0;
      white-space: nowrap;
    }
  }
`;
