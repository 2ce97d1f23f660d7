export {
  embedFaces,
  runsWidth,
  textRuns,
  type Face,
  type FontSubset,
  type FontWeight,
  type Run,
} from './faces';
