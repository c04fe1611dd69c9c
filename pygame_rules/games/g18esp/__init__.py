"""18ESP (18España, Enrique Trigueros and Leonhard Orgler): the fifth title, on the 18xx layer."""
