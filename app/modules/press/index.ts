// The press module's public file (pure and UI exports): other code imports the module through here.
export { PressQuoteFigure } from "./components/press-quote-figure.tsx";
