import { createGlobalTheme } from '@vanilla-extract/css';
import { vars } from './contract.css';
import { lightTokens } from './lightTokens';

createGlobalTheme(':root', vars, lightTokens);
