import styled from 'styled-components';
import { theme } from '../../styles/theme';

/** A fieldset of radio (or checkbox) options drawn as outlined tiles in a row, each a 44 px touch target. */
export const OptionTiles = styled.fieldset`
  display: flex;
  flex-wrap: wrap;
  gap: ${theme.space(2)};
  margin: 0;
  padding: 0;
  border: 0;
  legend {
    margin-bottom: ${theme.space(2)};
    font-weight: 600;
  }
  label {
    display: inline-flex;
    align-items: center;
    gap: ${theme.space(2)};
    min-height: 44px;
    padding: 0 ${theme.space(3)};
    border: 1px solid ${theme.colors.line};
    border-radius: ${theme.radius};
    background: #fff;
  }
  input {
    width: 22px;
    height: 22px;
  }
`;
